// /subscription/about: what the sticks subscription is and how it works.
import { useTranslation } from '@/lib/translation-hooks';
import '@/lib/locales/subscription';
import '@/styles/loyalty.css';
import { SubscriptionLinks } from '@/features/subscription/components/subscription-links';

export default function SubscriptionAboutPage() {
  const { t } = useTranslation();
  const points = t('subscription.about.points', { returnObjects: true });
  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('title.subscriptionAbout')}</h1>
      <p>{t('subscription.about.lead')}</p>
      <ul data-testid="subscription-about-points">
        {(Array.isArray(points) ? points : []).map((point: string) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <SubscriptionLinks />
    </div>
  );
}
