import { useMutation, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '@admin/lib/api';
import { mockApi, pending, renderScreen } from '@admin/test/render';
import { ConfirmButton } from './confirm-button';
import { PagedTable, useListParams, type Column } from './paged-table';
import { QueryState } from './query-state';
import { SearchMultiSelect, withChosen } from './search-multi-select';
import { StatusBadge } from './status-badge';

const listSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), status: z.string() })),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
type Item = z.infer<typeof listSchema>['items'][number];

function ItemList() {
  const list = useListParams({ sort: '-created_at', status: '' });
  const query = useQuery({
    queryKey: ['items', list.values, list.page],
    queryFn: () => api({ path: '/items', query: { ...list.values, page: list.page }, schema: listSchema }),
  });
  const columns: Column<Item>[] = [
    { key: 'name', header: 'Назва', render: (item) => item.name, sort: { asc: 'name' } },
    { key: 'status', header: 'Статус', render: (item) => <StatusBadge kind="order_status" code={item.status} /> },
    { key: 'created', header: 'Створено', render: () => '—', sort: { desc: '-created_at', asc: 'created_at' }, hidden: true },
  ];
  return (
    <PagedTable
      id="items"
      label="Речі"
      query={query}
      rows={(answer) => answer.items}
      rowKey={(item) => item.id}
      columns={columns}
      sort={list.values.sort}
      onSort={(sort) => list.set({ sort })}
      onPage={list.setPage}
      csvUrl="/api/admin/items?format=csv"
      empty="Нічого немає"
      rowTestId="item-row"
    />
  );
}

const page = (items: Item[], total = items.length, current = 1) => ({ items, total, page: current, per_page: 2 });

describe('QueryState', () => {
  function Probe({ fail = false }: { fail?: boolean }) {
    const query = useQuery({
      queryKey: ['probe', fail],
      queryFn: () => api({ path: '/probe', schema: z.object({ items: z.array(z.string()) }) }),
    });
    return (
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty="Порожньо">
        {(data) => <p>{data.items.join(', ')}</p>}
      </QueryState>
    );
  }

  it('shows loading while the answer is on its way', () => {
    mockApi({ 'GET /probe': () => pending() });
    renderScreen(<Probe />);
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows the error in words with a retry that asks again', async () => {
    let calls = 0;
    mockApi({
      'GET /probe': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }
          : { body: { items: ['одне'] } };
      },
    });
    renderScreen(<Probe />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Сервер тимчасово недоступний. Спробуйте ще раз за хвилину.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('одне')).toBeTruthy();
  });

  it('says what empty means for the screen, and shows the data otherwise', async () => {
    mockApi({ 'GET /probe': { body: { items: [] } } });
    renderScreen(<Probe />);
    expect(await screen.findByText('Порожньо')).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it('says a code in words in the chosen language', async () => {
    renderScreen(<StatusBadge kind="scan_outcome" code="already_used" />);
    expect(screen.getByText('Код уже використано')).toBeTruthy();
    const i18next = (await import('@admin/lib/i18n')).default;
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Already used')).toBeTruthy();
  });
});

describe('PagedTable', () => {
  it('shows a page of rows with their codes in words, the position and the CSV of the filtered list', async () => {
    mockApi({
      'GET /items': {
        body: page(
          [
            { id: 1, name: 'Перша', status: 'paid' },
            { id: 2, name: 'Друга', status: 'refunded' },
          ],
          5,
        ),
      },
    });
    renderScreen(<ItemList />);
    expect(await screen.findAllByTestId('item-row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Речі' })).toBeTruthy();
    expect(screen.getByText('Оплачено')).toBeTruthy();
    expect(screen.getByText('Сторінка 1 з 3 · усього 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Завантажити CSV' }).getAttribute('href')).toBe('/api/admin/items?format=csv');
  });

  it('asks the server for the next page and for another sort', async () => {
    const fetch = mockApi({
      'GET /items': (url) => ({
        body: page(
          [
            {
              id: Number(url.searchParams.get('page') ?? 1),
              name: `Сторінка ${url.searchParams.get('page') ?? 1}`,
              status: 'paid',
            },
          ],
          4,
          Number(url.searchParams.get('page') ?? 1),
        ),
      }),
    });
    renderScreen(<ItemList />);
    await screen.findByText('Сторінка 1');
    fireEvent.click(screen.getByRole('button', { name: 'Сторінка 2' }));
    await screen.findByText('Сторінка 2');
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Сортувати за «Назва»' }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('sort=name'));
    // A new sort starts again at the first page.
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('page=1');
  });

  it('lets the operator choose the columns and remembers the choice', async () => {
    mockApi({ 'GET /items': { body: page([{ id: 1, name: 'Перша', status: 'paid' }]) } });
    renderScreen(<ItemList />);
    await screen.findByText('Перша');
    expect(screen.queryByRole('columnheader', { name: /Створено/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Стовпці' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Створено' }));
    expect(await screen.findByRole('columnheader', { name: /Створено/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('admin.columns.items') ?? 'null')).toEqual([]);
  });

  it('says the list is empty in the screen’s words', async () => {
    mockApi({ 'GET /items': { body: page([]) } });
    renderScreen(<ItemList />);
    expect(await screen.findByText('Нічого немає')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ConfirmButton', () => {
  it('asks first and acts only on confirmation', async () => {
    const onConfirm = vi.fn();
    renderScreen(<ConfirmButton label="Заблокувати" question="Заблокувати клієнта?" onConfirm={onConfirm} testId="block" />);
    fireEvent.click(screen.getByTestId('block'));
    expect(await screen.findByText('Заблокувати клієнта?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('block'));
    fireEvent.click(await screen.findByTestId('block-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('toasts for every change', () => {
  function Change({ fail = false }: { fail?: boolean }) {
    const change = useMutation({
      mutationFn: () => api({ method: 'POST', path: fail ? '/fail' : '/change', schema: z.object({ ok: z.literal(true) }) }),
    });
    return (
      <button type="button" onClick={() => change.mutate()}>
        Зберегти
      </button>
    );
  }

  it('says a change was saved', async () => {
    mockApi({ 'POST /change': { body: { ok: true } } });
    renderScreen(<Change />);
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Зміни збережено')).toBeTruthy();
  });

  it('says why a change failed, in words', async () => {
    mockApi({ 'POST /fail': { status: 409, body: { error: { code: 'conflict', message: 'x' } } } });
    renderScreen(<Change fail />);
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Це вже зроблено або змінено кимось іншим.')).toBeTruthy();
  });
});

describe('a choice among what the server finds', () => {
  it('keeps the found options and names the chosen ones a search no longer brings, by name or by number', () => {
    const found = [{ group: 'Neo', items: [{ value: 'p:1', label: 'Neo — усі' }] }];
    const known = new Map([['v:7', 'Neo — Блок']]);
    expect(withChosen(found, ['p:1'], known, 'Вибрані')).toEqual(found);
    expect(withChosen(found, ['p:1', 'v:7', 'p:9'], known, 'Вибрані')).toEqual([
      ...found,
      {
        group: 'Вибрані',
        items: [
          { value: 'v:7', label: 'Neo — Блок' },
          { value: 'p:9', label: '#9' },
        ],
      },
    ]);
  });

  it('asks the search once typing pauses and shows the chosen as named chips', async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    renderScreen(
      <SearchMultiSelect
        label="Товари"
        value={['v:7']}
        onChange={onChange}
        onSearch={onSearch}
        found={[{ value: 'p:1', label: 'Neo — усі' }]}
        known={new Map([['v:7', 'Neo — Блок']])}
        testId="picker"
      />,
    );
    expect(await screen.findByText('Neo — Блок')).toBeTruthy();
    fireEvent.click(screen.getByTestId('picker'));
    fireEvent.change(screen.getByTestId('picker'), { target: { value: 'ne' } });
    fireEvent.change(screen.getByTestId('picker'), { target: { value: 'neo' } });
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('neo'));
    expect(onSearch).not.toHaveBeenCalledWith('ne');
    fireEvent.click(await screen.findByRole('option', { name: 'Neo — усі', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(['v:7', 'p:1']);
  });
});
