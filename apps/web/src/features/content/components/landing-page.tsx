// /landing: the ogo app's landing (landing layout, guard to-ogo-landing): what the club offers and the way in.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { useSessionStore } from '@/stores/session-store';
import '@/features/content/content.css';
import '@/lib/locales/content';

export default function LandingPage() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.token !== null);
  return (
    <Card className="landing" data-testid="landing-page">
      <h1>{t('content.landingHeading')}</h1>
      <p>{t('content.landingText')}</p>
      {/* why-ogo is a page for signed-in customers (the server keeps every page but the agreement behind login). */}
      <Link className="button button--primary" to={signedIn ? '/why-ogo' : '/auth'}>
        {signedIn ? t('content.landingWhy') : t('content.landingStart')}
      </Link>
    </Card>
  );
}
