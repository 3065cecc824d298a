// Placeholders shown while a content page, the news or a FAQ list loads: the page's shape, not a spinner.
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ContentSkeleton({ lines = 6, image = false }: { lines?: number; image?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Skeleton label={t('content.loading')} lines={lines} blocks={image ? 1 : 0} block="square" data-testid="content-skeleton" />
    </Card>
  );
}
