// /get-xp: only ways to earn, each leading to its page (inviting included), and spending a link under them.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import GetXpPage from '@/features/loyalty/components/get-xp-page';

describe('/get-xp', () => {
  it('lists the ways to earn, invitations among them and spending not, with spending linked under them', async () => {
    useBrandStore.setState({ brand: 'glo' });
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch(() => ({ body: { balance: 40, expiring: [] } }));
    renderRoutes([{ path: '/get-xp', Component: GetXpPage }], '/get-xp');
    expect((await screen.findByTestId('get-xp-balance')).textContent).toContain('40');
    const ways = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(ways).toContain('Запрошуй знайомих');
    expect(ways).not.toContain('Обмінюй бали');
    const invite = screen.getByRole('link', { name: 'Запросити' });
    expect(invite.getAttribute('href')).toBe('/invite-friend');
    expect(within(document.body).getByTestId('get-xp-spend').getAttribute('href')).toBe('/spend-points');
  });
});
