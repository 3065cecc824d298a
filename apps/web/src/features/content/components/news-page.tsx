// /news: the brand's news, newest first, ten at a time, with cover images loaded lazily at a fixed size.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useBrandStore } from '@/stores/brand-store';
import { useNews } from '@/features/content/api/get-news';
import { ContentSkeleton } from '@/features/content/components/content-skeleton';
import '@/features/content/content.css';
import { formatNewsDate, newsImageSize } from '@/features/content/components/news-format';
import '@/lib/locales/content';
import { Picture, pictureSizes } from '@/components/ui/picture';

export default function NewsPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const news = useNews(brand);

  if (news.isPending) return <ContentSkeleton image lines={3} />;
  if (news.isError) return <LoadError error={news.error} onRetry={() => void news.refetch()} />;

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
                    width={newsImageSize.width}
                    height={newsImageSize.height}
                    sizes={pictureSizes.column}
                    // The first cover is likely on screen at once; the rest load as they scroll in.
                    eager={index === 0}
                  />
                  <h2 className="news-card__title">{item.title}</h2>
                  <time className="news-card__date" dateTime={item.published_at}>
                    {formatNewsDate(item.published_at, i18n.language)}
                  </time>
                  <p>{item.summary}</p>
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
