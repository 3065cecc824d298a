// /news/:newsId: one news item (back /news, logo hidden) with the server's sanitised body HTML.
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useBrandStore } from '@/stores/brand-store';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { isApiError } from '@/lib/api-client';
import { useNewsItem } from '@/features/content/api/get-news-item';
import { ContentSkeleton } from '@/features/content/components/content-skeleton';
import '@/features/content/content.css';
import { newsImageSize } from '@/features/content/components/news-format';
import { formatDate } from '@loyalty/client/format';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import '@/lib/locales/content';
import { Picture, pictureSizes } from '@/components/ui/picture';

export default function NewsItemPage() {
  const { i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const id = Number(useParams().newsId);
  const item = useNewsItem(id, brand);

  // A malformed id or another brand's item is the 404 page (which reports error_404), not an error with a retry.
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundScreen />;
  if (item.isPending) return <ContentSkeleton image />;
  if (item.isError) {
    if (isApiError(item.error) && item.error.status === 404) return <NotFoundScreen />;
    return <LoadError error={item.error} onRetry={() => void item.refetch()} />;
  }

  return (
    <Card className="content-page news-item" data-testid="news-item">
      <Picture
        className="news-item__image"
        src={item.data.image_src}
        alt=""
        width={newsImageSize.width}
        height={newsImageSize.height}
        sizes={pictureSizes.column}
        eager
      />
      <h1 className="news-item__title">{keepNumbersWithUnits(item.data.title)}</h1>
      <time className="news-item__date" dateTime={item.data.published_at}>
        {formatDate(item.data.published_at, i18n.language)}
      </time>
      {/* NOTE: body_html is sanitised on the server with an allowlist (modules/content/sanitize.ts). */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: keepNumbersWithUnits(item.data.body_html) }} />
    </Card>
  );
}
