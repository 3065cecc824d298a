// Progress toward an XP price (home's next reward, a reward the balance does not cover yet) or a level: one bar in the
// brand's accent, or a level's colour, with a name for screen readers; the figures stay in the text beside it.
import type { CSSProperties } from 'react';
import '@/components/ui/ui.css';
interface ProgressBarProps {
  value: number;
  max: number;
  label: string;
  className?: string;
  /** The fill's colour (a CSS value), when not the accent: the level's on the tier card. */
  colour?: string;
  'data-testid'?: string;
}

export function ProgressBar({ value, max, label, className, colour, ...rest }: ProgressBarProps) {
  return (
    <progress
      className={['progress-bar', className ?? ''].filter(Boolean).join(' ')}
      max={max}
      value={Math.min(Math.max(value, 0), max)}
      aria-label={label}
      style={colour ? ({ '--progress-colour': colour } as CSSProperties) : undefined}
      {...rest}
    />
  );
}
