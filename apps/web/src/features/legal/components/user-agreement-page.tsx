// /user-agreement: the brand's user agreement, for everyone (no login), as the server's sanitised HTML.
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { useBrandStore } from '@/stores/brand-store';
import { useContentPage } from '@/lib/shared-api/get-page-by-id';

export default function UserAgreementPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const page = useContentPage('user-agreement', brand);

  if (page.isPending) return <PageLoader />;
  if (page.isLoadingError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;

  return (
    <Card className="content-page" data-testid="user-agreement">
      <h1 className="content-page__title">{page.data.title || t('title.userAgreement')}</h1>
      {/* NOTE: body_html is sanitised on the server with an allowlist; it is the brand's own content. */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.data.body_html }} />
    </Card>
  );
}
