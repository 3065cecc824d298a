// Home: the quick actions (scan, shop, exchange, invite) with icons above the other entries, none of them twice, and
// the XP history reached from the balance card only.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import HomePage from '@/app/routes/home-page';

describe('home', () => {
  it('offers the four quick actions with icons, and lists every other entry once', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch(() => ({ body: { balance: 1250 } }));
    renderRoutes([{ path: '/', Component: HomePage }], '/');
    const quick = await screen.findByTestId('quick-actions');
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/scan', 'Сканувати коди'],
      ['/shop', 'Магазин'],
      ['/exchange', 'Обмін балів'],
      ['/invite-friend', 'Запроси друга'],
    ]);
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    // Every entry once: the quick actions are not repeated in the list, and the history is the balance card's link.
    expect(hrefs.filter((href) => href === '/scan')).toHaveLength(1);
    expect(hrefs.filter((href) => href === '/history-bonuses')).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
