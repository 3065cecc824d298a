// Progress toward an XP price (home's next reward, a reward the balance does not cover yet): one bar in the brand's
// accent, with a name for screen readers; the figures stay in the text beside it.
import '@/components/ui/ui.css';
interface ProgressBarProps {
  value: number;
  max: number;
  label: string;
  className?: string;
  'data-testid'?: string;
}

export function ProgressBar({ value, max, label, className, ...rest }: ProgressBarProps) {
  return (
    <progress
      className={['progress-bar', className ?? ''].filter(Boolean).join(' ')}
      max={max}
      value={Math.min(Math.max(value, 0), max)}
      aria-label={label}
      {...rest}
    />
  );
}
