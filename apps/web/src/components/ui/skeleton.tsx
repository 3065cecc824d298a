// Placeholders in the shape of what is loading (a title, text lines, a picture, cards), announced once as loading.
import { useTranslation } from '@/lib/translation-hooks';
import '@/components/ui/ui.css';
import { PageOffline } from '@/components/ui/spinner';
import { useOnlineStatus } from '@/lib/pwa/online-status';

interface SkeletonProps {
  /** What assistive technology hears while it shows ("Завантаження…"). */
  label: string;
  lines?: number;
  title?: boolean;
  /** Picture-like blocks before the lines: 'square' (a product or news picture) or 'card'. */
  blocks?: number;
  block?: 'square' | 'card';
  className?: string;
  'data-testid'?: string;
}

// A picture comes before the title (a news item, a product), cards after it (a list).
const blockShapes = (count: number, block: 'square' | 'card') =>
  Array.from({ length: count }, (_, index) => (
    <div key={`block-${index}`} className={`skeleton__block skeleton__block--${block}`} aria-hidden="true" />
  ));

export function Skeleton({ label, lines = 3, title = true, blocks = 0, block = 'card', className, ...rest }: SkeletonProps) {
  return (
    <div
      className={['skeleton', className ?? ''].filter(Boolean).join(' ')}
      role="status"
      aria-busy="true"
      data-testid={rest['data-testid'] ?? 'skeleton'}
    >
      <span className="visually-hidden">{label}</span>
      {block === 'square' && blockShapes(blocks, block)}
      {title && <div className="skeleton__line skeleton__line--title" aria-hidden="true" />}
      {block === 'card' && blockShapes(blocks, block)}
      {Array.from({ length: lines }, (_, index) => (
        // Lines of slightly different lengths read as text.
        <div key={index} className="skeleton__line" style={{ width: `${70 + ((index * 37) % 30)}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list page while its data loads: its title, then a few card-shaped rows (instead of a spinner in the middle). */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  // Offline, placeholders would wait without end (the page loader's rule).
  const online = useOnlineStatus();
  if (!online) return <PageOffline />;
  return <Skeleton label={t('app.loading')} title lines={0} blocks={rows} block="card" data-testid="page-skeleton" />;
}
