// /invite-friend/faq: the brand's invite-a-friend questions (faq_items, topic invite-friend), each opened on tap.
import { useTranslation } from '@/lib/translation-hooks';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useBrandStore } from '@/stores/brand-store';
import { useInviteFaq } from '@/features/invite/api/get-invite-faq';

export default function InviteFaqPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const faq = useInviteFaq(brand);

  if (faq.isPending) return <PageSkeleton />;
  if (faq.isLoadingError) return <LoadError error={faq.error} onRetry={() => void faq.refetch()} />;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteFaq')}</h1>
      {faq.data.length === 0 ? (
        <EmptyState text={t('invite.faq.empty')} />
      ) : (
        <div className="invite-faq" data-testid="invite-faq">
          {faq.data.map((item) => (
            <details key={item.title} className="invite-faq__item">
              <summary>{item.title}</summary>
              <p>{item.text}</p>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}
