// A reward the customer cannot take yet: a lock and how much is missing ("Ще 45 XP"), in words, never by colour alone.
import type { HTMLAttributes } from 'react';
import { Badge } from '@/components/ui/badge';

export function LockedBadge({ children, className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <Badge tone="muted" className={['badge--locked', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      <svg className="badge__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"
        />
      </svg>
      {children}
    </Badge>
  );
}
