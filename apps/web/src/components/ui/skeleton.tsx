// Placeholders in the shape of what is loading (a title, text lines, a picture, cards), announced once as loading.
import '@/components/ui/ui.css';

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

export function Skeleton({ label, lines = 3, title = true, blocks = 0, block = 'card', className, ...rest }: SkeletonProps) {
  return (
    <div
      className={['skeleton', className ?? ''].filter(Boolean).join(' ')}
      role="status"
      aria-busy="true"
      data-testid={rest['data-testid'] ?? 'skeleton'}
    >
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: blocks }, (_, index) => (
        <div key={`block-${index}`} className={`skeleton__block skeleton__block--${block}`} aria-hidden="true" />
      ))}
      {title && <div className="skeleton__line skeleton__line--title" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        // Lines of slightly different lengths read as text.
        <div key={index} className="skeleton__line" style={{ width: `${70 + ((index * 37) % 30)}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
