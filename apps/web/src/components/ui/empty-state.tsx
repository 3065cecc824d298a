// What a list says when it has nothing yet: an optional title, a line on why or what to do, and the one action that
// helps.
import type { ReactNode } from 'react';
import '@/components/ui/ui.css';

interface EmptyStateProps {
  /** A heading, when the empty state is a part of the page of its own; most lists need only the text. */
  title?: ReactNode;
  text?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** The title's heading level, to keep the page's outline (h2 under the page's h1 by default). */
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

export function EmptyState({ title, text, icon, action, headingLevel = 2, ...rest }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="empty-state" data-testid={rest['data-testid'] ?? 'empty-state'}>
      {icon && (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {title && <Heading className="empty-state__title">{title}</Heading>}
      {text && <p className="empty-state__text">{text}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
