// /history-bonuses against a stubbed server: the summary, entries with their reasons, and "load more" by cursor.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import HistoryBonusesPage from '@/features/loyalty/components/history-bonuses-page';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { settledQueries } from '@/test/settled-queries';

const entry = (id: number, amount: number, reason: string, note = '') => ({
  id,
  amount,
  reason,
  note,
  balance_after: 100,
  created_at: '2026-11-02T10:00:00.000Z',
});

beforeEach(() => {
  useBrandStore.setState({ brand: 'ogo' });
});
afterEach(() => {
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
});

describe('/history-bonuses', () => {
  it('shows a scan as one row with its parts in a muted line, what was scanned and the code as "velo · …0001" and campaign names in «»', async () => {
    stubFetch(() => ({
      body: {
        transactions: [
          {
            ...entry(40, 1220, 'scan', '…0001'),
            kind: 'velo',
            // As the ledger wrote them (the campaign before the level bonus): shown base, level, campaign.
            parts: [
              { amount: 210, reason: 'campaign', note: '×2 на стіки' },
              { amount: 1000, reason: 'scan', note: '…0001' },
              { amount: 10, reason: 'tier_bonus', note: 'Золотий' },
            ],
          },
          entry(39, 100, 'campaign', 'Перше замовлення'),
        ],
        next_cursor: null,
        summary: { earned: 1320, spent: 0, current: 1320 },
      },
    }));
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    await screen.findByTestId('bonus-history');
    const [scan, campaign] = screen.getAllByTestId('bonus-entry');
    expect(scan?.querySelector('strong')?.textContent).toBe('+1\u00a0220 XP');
    expect(scan?.textContent).toContain('Сканування коду');
    // What was scanned, in the brand's words, before the code's tail.
    expect(scan?.querySelector('[data-testid="bonus-entry-note"]')?.textContent).toBe('velo · …0001');
    expect(scan?.querySelector('[data-testid="bonus-entry-parts"]')?.textContent).toBe(
      '1\u00a0000 XP за код\u00a0· 10 XP за рівень «Золотий»\u00a0· 210 XP за «×2 на стіки»',
    );
    expect(campaign?.textContent).toContain('«Перше замовлення»');
    expect(campaign?.querySelector('[data-testid="bonus-entry-parts"]')).toBeNull();
  });

  it('filters the loaded entries with tabs: all, earned, spent; load more stays under each', async () => {
    stubFetch(() => ({
      body: {
        transactions: [entry(30, 25, 'scan'), entry(29, -50, 'reward'), entry(28, 10, 'quiz')],
        next_cursor: '28',
        summary: { earned: 35, spent: 50, current: 0 },
      },
    }));
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    await screen.findByTestId('bonus-history');
    const amounts = () => screen.queryAllByTestId('bonus-entry').map((item) => item.querySelector('strong')?.textContent);
    expect(amounts()).toEqual(['+25 XP', '−50 XP', '+10 XP']);
    // Dates are written as orders write them: the month in full, then the time in Kyiv.
    expect(screen.getAllByTestId('bonus-entry')[0]?.querySelector('time')?.textContent).toBe('2 листопада 2026 р. о 12:00');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Усі', 'Нараховано', 'Витрачено']);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Витрачено' })));
    expect(screen.getByRole('tab', { name: 'Витрачено' }).getAttribute('aria-selected')).toBe('true');
    expect(amounts()).toEqual(['−50 XP']);
    // Arrow keys move between tabs (the WAI-ARIA pattern of the design system's Tabs).
    await act(async () => fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' }));
    expect(amounts()).toEqual(['+25 XP', '+10 XP']);
    expect(screen.getByTestId('load-more')).toBeTruthy();
  });

  it('shows the summary and pages by the server’s cursor until there is none', async () => {
    const { requests } = stubFetch((request) => {
      const cursor = new URL(request.url, 'http://x').searchParams.get('cursor');
      return cursor === null
        ? {
            body: {
              transactions: [entry(30, 25, 'scan'), entry(29, -50, 'reward')],
              next_cursor: '29',
              summary: { earned: 175, spent: 50, current: 125 },
            },
          }
        : {
            body: {
              transactions: [
                entry(13, -20, 'adjustment', 'Помилкове нарахування, тікет 4411'),
                entry(12, 150, 'adjustment', 'Компенсація за збій'),
                entry(11, 5, 'from_a_newer_server'),
              ],
              next_cursor: null,
              summary: { earned: 175, spent: 50, current: 125 },
            },
          };
    });
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');

    expect((await screen.findByTestId('summary-earned')).textContent).toBe('175 XP');
    expect(screen.getByTestId('summary-spent').textContent).toBe('50 XP');
    expect(screen.getByTestId('summary-current').textContent).toBe('125 XP');
    const first = screen.getAllByTestId('bonus-entry').map((item) => item.textContent);
    expect(first[0]).toContain('Сканування коду');
    expect(first[0]).toContain('+25 XP');
    expect(first[1]).toContain('Обмін балів на нагороду');
    expect(first[1]).toContain('−50 XP');

    await act(async () => fireEvent.click(screen.getByTestId('load-more')));
    await screen.findByText('Нарахування від служби підтримки');
    const entries = screen.getAllByTestId('bonus-entry');
    expect(entries).toHaveLength(5);
    // Support's adjustments in customer words, without the operator's internal note (an older server still sends it).
    expect(entries[2]?.textContent).toContain('Списання службою підтримки');
    expect(entries[3]?.textContent).toContain('Нарахування від служби підтримки');
    expect(screen.queryByText(/тікет 4411|Компенсація за збій/)).toBeNull();
    // A reason this build does not know yet still reads as a points operation, never as a raw code.
    expect(entries[4]?.textContent).toContain('Операція з балами');
    expect(screen.queryByTestId('load-more')).toBeNull();

    expect(requests.map((request) => request.url)).toEqual([
      '/api/get-bonus-history?shop=ogo&limit=20',
      '/api/get-bonus-history?shop=ogo&cursor=29&limit=20',
    ]);
  });

  it('says what to do when there is nothing yet', async () => {
    stubFetch(() => ({ body: { transactions: [], next_cursor: null, summary: { earned: 0, spent: 0, current: 0 } } }));
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    expect(await screen.findByText(/Ще немає жодного нарахування/)).toBeDefined();
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it("shows both brands' balances and their total to a person with records in both (get-full-balance)", async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 1, ogo: 2 } });
    const { requests } = stubFetch((request) =>
      request.url === '/api/scan/get-full-balance'
        ? { body: { glo: 120, ogo: 35, total: 155 } }
        : { body: { transactions: [], next_cursor: null, summary: { earned: 35, spent: 0, current: 35 } } },
    );
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    expect((await screen.findByTestId('full-balance')).textContent).toBe(
      'На glo: 120 XP · на ogo: 35 XP · разом 155 XP. Бали кожного бренду витрачаються лише в ньому.',
    );
    expect(requests.filter((request) => request.url === '/api/scan/get-full-balance')).toHaveLength(1);
  });

  it('asks nothing of the other brand when the person has one record only', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: null, ogo: 2 } });
    const { requests } = stubFetch(() => ({
      body: { transactions: [], next_cursor: null, summary: { earned: 0, spent: 0, current: 0 } },
    }));
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    await screen.findByTestId('bonus-summary');
    expect(screen.queryByTestId('full-balance')).toBeNull();
    expect(requests.some((request) => request.url === '/api/scan/get-full-balance')).toBe(false);
  });

  it('shows expired points apart from spent ones, the expiry entry, and what expires within 30 days (issue 17)', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: null, ogo: 2 } });
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    stubFetch((request) =>
      request.url.startsWith('/api/get-balance')
        ? {
            body: {
              balance: 125,
              expiring: [
                { amount: 40, date: soon },
                { amount: 85, date: later },
              ],
            },
          }
        : {
            body: {
              transactions: [entry(31, -150, 'expiry', 'Нараховані до 24.11.2025 і не витрачені')],
              next_cursor: null,
              summary: { earned: 325, spent: 50, expired: 150, current: 125 },
            },
          },
    );
    renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    expect((await screen.findByTestId('summary-expired')).textContent).toBe('150 XP');
    expect(screen.getByTestId('summary-spent').textContent).toBe('50 XP');
    expect(screen.getByTestId('bonus-entry').textContent).toContain('Бали згоріли');
    expect(screen.getByTestId('bonus-entry').textContent).toContain('Нараховані до 24.11.2025');
    const warning = await screen.findByTestId('expiring-soon');
    expect(warning.textContent).toMatch(/^40 XP згорять \d{1,2} [а-яіїє]+ \d{4} р\./);
  });

  it('warns of nothing when the soonest expiry is more than 30 days away, or when nothing expires', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: null, ogo: 2 } });
    const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const { requests } = stubFetch((request) =>
      request.url.startsWith('/api/get-balance')
        ? { body: { balance: 85, expiring: [{ amount: 85, date: later }] } }
        : { body: { transactions: [], next_cursor: null, summary: { earned: 85, spent: 0, expired: 0, current: 85 } } },
    );
    const { queryClient } = renderRoutes([{ path: '/history-bonuses', Component: HistoryBonusesPage }], '/history-bonuses');
    await screen.findByTestId('bonus-summary');
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/api/get-balance'))).toBe(true));
    await settledQueries(queryClient);
    expect(screen.queryByTestId('expiring-soon')).toBeNull();
    expect(screen.queryByTestId('summary-expired')).toBeNull();
  });
});
