// /news: the brand's news, newest first, ten at a time, as compact cards: a thumbnail of the cover beside the title,
// the date and the summary's first lines, several to a screen.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useBrandStore } from '@/stores/brand-store';
import { useNews } from '@/features/content/api/get-news';
import { ContentSkeleton } from '@/features/content/components/content-skeleton';
import '@/features/content/content.css';
import { newsThumbnailSize } from '@/features/content/components/news-format';
import { formatDate } from '@loyalty/client/format';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import '@/lib/locales/content';
import { Picture, pictureSizes } from '@/components/ui/picture';

export default function NewsPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const news = useNews(brand);

  if (news.isPending) return <ContentSkeleton image lines={3} />;
  if (news.isLoadingError) return <LoadError error={news.error} onRetry={() => void news.refetch()} />;

  const items = news.data.pages.flatMap((page) => page.list);
  return (
    <section className="content-page" data-testid="news-page">
      <h1 className="content-page__title">{t('title.news')}</h1>
      {items.length === 0 ? (
        <Card>
          <p>{t('content.newsEmpty')}</p>
        </Card>
      ) : (
        <ul className="news-list">
          {items.map((item, index) => (
            <li key={item.id}>
              <Card className="news-card">
                <Link className="news-card__link" to={`/news/${item.id}`} data-testid="news-card">
                  <Picture
                    className="news-card__image"
                    src={item.image_src}
                    alt=""
                    width={newsThumbnailSize}
                    height={newsThumbnailSize}
                    sizes={pictureSizes.thumbnail}
                    // The first cover is the likely LCP element; the rest load as they near the screen.
                    eager={index === 0}
                  />
                  <h2 className="news-card__title">{keepNumbersWithUnits(item.title)}</h2>
                  <time className="news-card__date" dateTime={item.published_at}>
                    {formatDate(item.published_at, i18n.language)}
                  </time>
                  <p className="news-card__summary">{keepNumbersWithUnits(item.summary)}</p>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {news.hasNextPage && (
        <Button variant="secondary" disabled={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()}>
          {news.isFetchingNextPage ? t('content.newsLoadingMore') : t('content.newsMore')}
        </Button>
      )}
    </section>
  );
}
