// The tier card and the levels page against a stubbed server: the level, the way to the next one in words from
// get-tier, the benefits in plain words, every level on its page, nothing at all when the brand runs no tiers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TierResponse } from '@loyalty/contracts/tiers';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { TierCard, TierLine } from '@/components/tier-card';
import TiersPage from '@/features/loyalty/components/tiers-page';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const levels: TierResponse['levels'] = [
  {
    id: 1,
    name: 'Срібний',
    rank: 1,
    threshold: 0,
    benefits: { earning_multiplier_bp: 10_000, free_delivery: false, reward_ids: [] },
  },
  {
    id: 2,
    name: 'Золотий',
    rank: 2,
    threshold: 1000,
    benefits: { earning_multiplier_bp: 12_500, free_delivery: true, reward_ids: [] },
  },
  {
    id: 3,
    name: 'VIP',
    rank: 3,
    threshold: 3000,
    benefits: { earning_multiplier_bp: 15_000, free_delivery: true, reward_ids: [7, 8] },
  },
];

function tierAnswer(overrides: Partial<TierResponse> = {}): TierResponse {
  return {
    enabled: true,
    measure: 'xp_earned',
    window_days: 365,
    grace_days: 30,
    set_name: 'Клуб glo',
    value: 660,
    tier: { ...levels[0]!, since: '2026-11-01T00:00:00.000Z', grace_until: null },
    next: { id: 2, name: 'Золотий', missing: 340 },
    levels,
    ...overrides,
  };
}

function CardOnHome() {
  return <TierCard brand="glo" />;
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: 6 } });
});
afterEach(() => {
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
});

describe('the tier card', () => {
  it('shows the level, the bar and what is missing to the next level, and links to every level', async () => {
    const { requests } = stubFetch(() => ({ body: tierAnswer() }));
    renderRoutes([{ path: '/', Component: CardOnHome }], '/');
    const card = await screen.findByTestId('tier-card');
    expect(requests[0]?.url).toBe('/api/user/get-tier?v=glo');
    expect(screen.getByTestId('tier-level').textContent).toBe('Срібний');
    expect(screen.getByTestId('tier-missing').textContent).toBe('Ще 340 XP до Золотого');
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('max')).toBe('1000');
    expect((bar as HTMLProgressElement).value).toBe(660);
    // The base level multiplies nothing: it says what it gives, points for every scan, with no factor.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Бали за кожне сканування']);
    expect(screen.getByTestId('tier-card-link').getAttribute('href')).toBe('/tiers');
  });

  it('quotes a name it cannot decline, measures from the level held, and says the benefits of a higher level', async () => {
    stubFetch(() => ({
      body: tierAnswer({
        value: 2500,
        tier: { ...levels[1]!, since: '2026-11-01T00:00:00.000Z', grace_until: '2026-12-20T10:00:00.000Z' },
        next: { id: 3, name: 'VIP', missing: 500 },
      }),
    }));
    renderRoutes([{ path: '/', Component: CardOnHome }], '/');
    const card = await screen.findByTestId('tier-card');
    expect(screen.getByTestId('tier-missing').textContent).toBe('Ще 500 XP до рівня «VIP»');
    const bar = within(card).getByRole('progressbar') as HTMLProgressElement;
    expect(bar.getAttribute('max')).toBe('2000');
    expect(bar.value).toBe(1500);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['×1,25 XP за кожне сканування', 'Безкоштовна доставка']);
    expect(card.textContent).toContain('Рівень збережеться до 20 грудня 2026 р.');
  });

  it('renders nothing when the brand runs no tiers', async () => {
    const { requests } = stubFetch(() => ({
      body: { enabled: false, set_name: null, measure: null, window_days: null, grace_days: null, value: 0, tier: null, next: null, levels: [] },
    }));
    const { queryClient } = renderRoutes([{ path: '/', Component: CardOnHome }], '/');
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(() => queryClient.getQueryState(['programme', 'tier', 'glo'])?.status).toBe('success');
    expect(screen.queryByTestId('tier-card')).toBeNull();
  });
});

function LineOnHome() {
  return <TierLine brand="glo" />;
}

describe('the tier line of home’s balance card', () => {
  it('says the level and the way to the next in one line, with no bar, and opens every level', async () => {
    stubFetch(() => ({ body: tierAnswer() }));
    renderRoutes([{ path: '/', Component: LineOnHome }], '/');
    const line = await screen.findByTestId('tier-line');
    expect(line.textContent).toBe('Клуб glo: Срібний · ще 340 XP до Золотого');
    expect(line.getAttribute('href')).toBe('/tiers');
    expect(within(line).queryByRole('progressbar')).toBeNull();
    // The level's badge takes the first level's colour token.
    expect(line.querySelector('.tier-badge')?.getAttribute('data-tier-colour')).toBe('var(--color-tier-1)');
  });

  it('keeps the line’s place while the level is asked for, and gives it back when the brand runs no tiers', async () => {
    let answer: (value: { body: TierResponse }) => void = () => {};
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    renderRoutes([{ path: '/', Component: LineOnHome }], '/');
    const pending = await screen.findByTestId('tier-line-pending');
    // The same box as the answered line (its class gives the height), hidden from assistive technology.
    expect(pending.className).toContain('tier-line');
    expect(pending.getAttribute('aria-hidden')).toBe('true');
    answer({ body: tierAnswer({ enabled: false }) });
    await waitFor(() => expect(screen.queryByTestId('tier-line-pending')).toBeNull());
    expect(screen.queryByTestId('tier-line')).toBeNull();
  });

  it('says the highest level is held, in the colour of its place', async () => {
    stubFetch(() => ({
      body: tierAnswer({ tier: { ...levels[2]!, since: '2026-11-01T00:00:00.000Z', grace_until: null }, next: null }),
    }));
    renderRoutes([{ path: '/', Component: LineOnHome }], '/');
    const line = await screen.findByTestId('tier-line');
    expect(line.textContent).toBe('Клуб glo: VIP · найвищий рівень');
    expect(line.querySelector('.tier-badge')?.getAttribute('data-tier-colour')).toBe('var(--color-tier-3)');
  });
});

describe('the levels page', () => {
  it('lists every level with its threshold and benefits, the customer’s own marked, in the ogo brand too', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const { requests } = stubFetch(() => ({ body: tierAnswer() }));
    renderRoutes([{ path: '/tiers', Component: TiersPage }], '/tiers');
    const list = await screen.findByTestId('tier-levels');
    expect(requests[0]?.url).toBe('/api/user/get-tier?v=ogo');
    const items = within(list)
      .getAllByRole('listitem', { current: undefined })
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    expect(items[0]?.textContent).toContain('З першого дня');
    expect(items[1]?.textContent).toContain('Від 1\u00a0000 XP за 365 днів');
    expect(items[2]?.textContent).toContain('2 нагороди лише для цього рівня');
    expect(items[2]?.textContent).toContain('×1,5 XP за кожне сканування');
    // The base level lists what it gives (points for every scan), no invented perk; each level has its own colour badge.
    expect(items[0]?.textContent).not.toContain('Базовий рівень');
    expect([...(items[0]?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual(['Бали за кожне сканування']);
    expect(items.map((item) => item.querySelector('.tier-badge')?.getAttribute('data-tier-colour'))).toEqual([
      'var(--color-tier-1)',
      'var(--color-tier-2)',
      'var(--color-tier-3)',
    ]);
    // The next level (Золотий) is marked, and what it unlocks over Срібний highlighted.
    expect(items[1]?.textContent).toContain('Наступний');
    expect(
      [...(items[1]?.querySelectorAll('[data-unlocks="true"]') ?? [])].map((item) => item.firstElementChild?.nextSibling?.textContent),
    ).toEqual(['×1,25 XP за кожне сканування', 'Безкоштовна доставка']);
    expect(items[2]?.querySelectorAll('[data-unlocks="true"]')).toHaveLength(0);
    // Benefits are a list with icons, never bullets that read as radio buttons.
    expect(items[1]?.querySelectorAll('.tier-benefits__icon')).toHaveLength(2);
    // The card sits on the page without its link to the page itself.
    expect(screen.getByTestId('tier-card')).toBeDefined();
    expect(screen.queryByTestId('tier-card-link')).toBeNull();
    // The programme by its name; how the level is kept. Срібний is the first level: nothing to fall from, no grace.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Клуб glo');
    expect(screen.getByTestId('tiers-keep').textContent).toBe(
      'Рівень переглядається щодня за балами, заробленими за останні 365 днів.',
    );
  });

  it('on a higher level: says it once in the header, its grace from the set, and fills the bar in its colour', async () => {
    useBrandStore.setState({ brand: 'glo' });
    stubFetch(() => ({
      body: tierAnswer({
        value: 1312,
        grace_days: 21,
        tier: { ...levels[1]!, since: '2026-11-01T00:00:00.000Z', grace_until: null },
        next: { id: 3, name: 'VIP', missing: 1688 },
      }),
    }));
    renderRoutes([{ path: '/tiers', Component: TiersPage }], '/tiers');
    const card = await screen.findByTestId('tier-card');
    expect(within(card).getByTestId('tier-level').textContent).toBe('Золотий');
    // Its benefits are on its own card below, not repeated in the header.
    expect(within(card).queryByText('Безкоштовна доставка')).toBeNull();
    expect(within(card).getByRole('progressbar').getAttribute('style')).toContain('--progress-colour: var(--color-tier-2)');
    expect(screen.getByTestId('tiers-keep').textContent).toBe(
      'Рівень переглядається щодня за балами, заробленими за останні 365 днів. ' +
        'Якщо опустишся нижче порогу, рівень «Золотий» збережеться ще 21\u00a0день.',
    );
  });
});
