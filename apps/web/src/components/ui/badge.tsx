// A short status in words (order paid, reward available, campaign active), never said by colour alone.
import type { HTMLAttributes } from 'react';
import '@/components/ui/ui.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'muted';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  const classes = ['badge', tone === 'neutral' ? '' : `badge--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} {...rest} />;
}
