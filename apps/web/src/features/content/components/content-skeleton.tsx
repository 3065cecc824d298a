// Placeholders shown while a content page, the news or a FAQ list loads: the page's shape, not a spinner.
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import '@/features/content/content.css';

export function ContentSkeleton({ lines = 6, image = false }: { lines?: number; image?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="content-skeleton" role="status" aria-busy="true" data-testid="content-skeleton">
      <span className="visually-hidden">{t('content.loading')}</span>
      {image && <div className="content-skeleton__image" />}
      <div className="content-skeleton__line content-skeleton__line--title" />
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="content-skeleton__line" style={{ width: `${70 + ((index * 37) % 30)}%` }} />
      ))}
    </Card>
  );
}
