// Links between the subscription pages: what it is, questions, history.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';

export function SubscriptionLinks() {
  const { t } = useTranslation();
  return (
    <nav className="subscription-links" aria-label={t('subscription.title')}>
      <Link to="/subscription/about">{t('subscription.links.about')}</Link>
      <Link to="/subscription/faq">{t('subscription.links.faq')}</Link>
      <Link to="/subscription/history">{t('subscription.links.history')}</Link>
    </nav>
  );
}
