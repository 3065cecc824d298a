// Badge, Skeleton and EmptyState: the status in words, the loading placeholder announced once, the empty list's
// heading and action.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from '@/components/ui/badge';
import { PageSkeleton, Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import '@/lib/i18n';

describe('Badge', () => {
  it('says the status in words with its tone', () => {
    render(<Badge tone="success">Оплачено</Badge>);
    const badge = screen.getByText('Оплачено');
    expect(badge.className).toBe('badge badge--success');
  });
});

describe('Skeleton', () => {
  it('is one busy status with its label and hidden shapes', () => {
    render(<Skeleton label="Завантаження…" lines={4} blocks={1} block="square" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Завантаження…');
    expect(status.querySelectorAll('.skeleton__line')).toHaveLength(5);
    expect(status.querySelectorAll('.skeleton__block--square')).toHaveLength(1);
  });
});

describe('PageSkeleton', () => {
  it('puts the title before the card rows and says it is loading', () => {
    render(<PageSkeleton rows={3} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Завантаження…');
    const shapes = [...status.querySelectorAll('[aria-hidden="true"]')].map((shape) => shape.className);
    expect(shapes).toEqual([
      'skeleton__line skeleton__line--title',
      'skeleton__block skeleton__block--card',
      'skeleton__block skeleton__block--card',
      'skeleton__block skeleton__block--card',
    ]);
  });
});

describe('EmptyState', () => {
  it('has a heading at the asked level, its text and action', () => {
    render(<EmptyState title="Поки порожньо" text="Скануй пачки" action={<a href="/scan">Сканувати</a>} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Поки порожньо' })).toBeDefined();
    expect(screen.getByText('Скануй пачки')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Сканувати' })).toBeDefined();
  });
});
