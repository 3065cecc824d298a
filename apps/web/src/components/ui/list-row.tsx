// A list and its rows (history entries, referrals, links to sub-pages): a title with an optional description, a
// leading icon and a trailing value or badge; a row with `to` or `onClick` is one target over its whole width.
import type { LiHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import '@/components/ui/ui.css';

interface ListProps {
  children: ReactNode;
  className?: string;
  /** Names the list for assistive technology when no heading does. */
  label?: string;
  'data-testid'?: string;
}

export function List({ children, className, label, ...rest }: ListProps) {
  return (
    <ul className={['list', className ?? ''].filter(Boolean).join(' ')} aria-label={label} {...rest}>
      {children}
    </ul>
  );
}

interface ListRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title' | 'onClick'> {
  title: ReactNode;
  description?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  /** The row is a link to this route. */
  to?: string;
  /** The row is a button (ignored with `to`). */
  onClick?: () => void;
}

export function ListRow({ title, description, leading, trailing, to, onClick, className, ...rest }: ListRowProps) {
  const content = (
    <>
      {leading && (
        <span className="list-row__leading" aria-hidden="true">
          {leading}
        </span>
      )}
      <span className="list-row__main">
        <span className="list-row__title">{title}</span>
        {description && <span className="list-row__description">{description}</span>}
      </span>
      {trailing && <span className="list-row__trailing">{trailing}</span>}
    </>
  );
  const classes = ['list-row', className ?? ''].filter(Boolean).join(' ');
  if (to !== undefined) {
    return (
      <li className={classes} {...rest}>
        <Link className="list-row__action" to={to}>
          {content}
        </Link>
      </li>
    );
  }
  if (onClick) {
    return (
      <li className={classes} {...rest}>
        <button type="button" className="list-row__action" onClick={onClick}>
          {content}
        </button>
      </li>
    );
  }
  return (
    <li className={classes} {...rest}>
      {content}
    </li>
  );
}
