// List rows: a plain row shows its parts; a row with `to` or `onClick` is one link or button with the row's text.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { List, ListRow } from '@/components/ui/list-row';

describe('ListRow', () => {
  it('shows title, description and trailing value in a named list', () => {
    render(
      <List label="Історія">
        <ListRow title="Скан пачки" description="12 березня" trailing="+10 XP" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Історія' });
    expect(list.textContent).toContain('Скан пачки');
    expect(list.textContent).toContain('12 березня');
    expect(list.textContent).toContain('+10 XP');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is one link or one button over the whole row', () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <List>
          <ListRow title="Правила" to="/rules" />
          <ListRow title="Вийти" onClick={onClick} />
        </List>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Правила' }).getAttribute('href')).toBe('/rules');
    fireEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
