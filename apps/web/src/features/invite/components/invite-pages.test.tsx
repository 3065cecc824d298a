// The invite pages against a stubbed server: the code copied with 'Скопійовано' for 1500 ms, the calculator honouring
// the cap, the velo code asked with the session's ogo token, the referral list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import InviteCalculatorPage from '@/features/invite/components/invite-calculator-page';
import InvitePage from '@/features/invite/components/invite-page';
import InviteVeloPage from '@/features/invite/components/invite-velo-page';
import ReferralListPage from '@/features/invite/components/referral-list-page';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const promo = {
  msg: 'ok',
  consumer: { memberGetMemberCode: 'REW-ABCD2345' },
  rules: { rewardXp: 100, monthlyCap: 10 },
};

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/invite-friend', () => {
  it("copies the code and shows 'Скопійовано' for 1500 ms", async () => {
    stubFetch((request) => (request.url.startsWith('/api/invite/get-promo-code') ? { body: promo } : { status: 404, body: {} }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes([{ path: '/invite-friend', Component: InvitePage }], '/invite-friend');
    expect((await screen.findByTestId('invite-code')).textContent).toBe('REW-ABCD2345');
    expect(screen.getByTestId('invite-reward').textContent).toContain('100 XP');
    expect(screen.getByTestId('invite-copied').textContent).toBe('');

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByTestId('invite-copy'));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('REW-ABCD2345');
    expect(screen.getByTestId('invite-copied').textContent).toBe('Скопійовано');
    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByTestId('invite-copied').textContent).toBe('Скопійовано');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('invite-copied').textContent).toBe('');
  });

  it('shares through the share sheet where there is one, and copies the invitation where there is none', async () => {
    stubFetch((request) => (request.url.startsWith('/api/invite/get-promo-code') ? { body: promo } : { status: 404, body: {} }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRoutes([{ path: '/invite-friend', Component: InvitePage }], '/invite-friend');
    await screen.findByTestId('invite-code');
    await act(async () => fireEvent.click(screen.getByTestId('invite-share')));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('REW-ABCD2345') }));
    expect(writeText).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await act(async () => fireEvent.click(screen.getByTestId('invite-share')));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('REW-ABCD2345'));
    expect(writeText.mock.calls[0]?.[0]).toContain('Введи його в кошику');
  });
});

describe('/invite-friend/calculator', () => {
  it('pays up to the monthly cap and names the friends over it', async () => {
    stubFetch(() => ({ body: promo }));
    renderRoutes([{ path: '/c', Component: InviteCalculatorPage }], '/c');
    const friends = await screen.findByLabelText('Скількох людей ти запросиш');
    fireEvent.input(friends, { target: { value: '12' } });
    const result = screen.getByTestId('invite-calculator-result');
    expect(result.textContent).toContain('1\u00a0000 XP');
    expect(result.textContent).toContain('2 запрошення понад місячний ліміт');
    fireEvent.input(screen.getByLabelText('За скільки місяців'), { target: { value: '2' } });
    expect(screen.getByTestId('invite-calculator-result').textContent).toContain('1\u00a0200 XP');
    fireEvent.input(friends, { target: { value: '-1' } });
    expect(screen.queryByTestId('invite-calculator-result')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Введи ціле число');
  });
});

describe('/invite-friend/velo', () => {
  it("asks get-velo-mgm with the session's ogo id and a fresh ogo token", async () => {
    useSessionStore.setState({ shopIds: { glo: 1, ogo: 77 } });
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/auth/get-ogo-token'))
        return { body: { token: 'tok', expired_at: '2026-12-01T00:00:00Z' } };
      if (request.url.startsWith('/api/invite/get-velo-mgm')) return { body: { discount_code: 'VELO-MGM-ABCDEFGH' } };
      return { status: 404, body: {} };
    });
    renderRoutes([{ path: '/v', Component: InviteVeloPage }], '/v');
    expect((await screen.findByTestId('invite-code')).textContent).toBe('VELO-MGM-ABCDEFGH');
    expect(requests.find((request) => request.url === '/api/invite/get-velo-mgm')?.body).toEqual({
      shopifyId: 77,
      ogoApiToken: 'tok',
    });
  });

  it('says the velo status of check-oral-status, and knows the velo user of get-velo-user', async () => {
    useSessionStore.setState({ shopIds: { glo: 1, ogo: 78 } });
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/auth/get-ogo-token'))
        return { body: { token: 'tok', expired_at: '2026-12-01T00:00:00Z' } };
      if (request.url.startsWith('/api/invite/get-velo-mgm')) return { body: { discount_code: 'VELO-MGM-ABCDEFGH' } };
      if (request.url === '/api/velo/check-oral-status') return { body: { result: 'active' } };
      if (request.url === '/api/user/get-velo-user') {
        return { body: { shopifyId: 78, first_name: 'Ірина', last_name: 'Велес', email: 'iryna@example.com' } };
      }
      return { status: 404, body: {} };
    });
    renderRoutes([{ path: '/v', Component: InviteVeloPage }], '/v');
    expect((await screen.findByTestId('velo-oral-status')).textContent).toContain('Ти вже користуєшся velo');
    expect(requests.some((request) => request.url === '/api/user/get-velo-user')).toBe(true);
  });
});

describe('/profile/referral', () => {
  it('lists the invited friends with their status and the totals', async () => {
    stubFetch(() => ({
      body: {
        list: [
          {
            id: 1,
            phone: '+380 67 *** 45 67',
            status: 'rewarded',
            reward_xp: 100,
            created_at: '2026-11-02T10:00:00.000Z',
            rewarded_at: '2026-11-03T10:00:00.000Z',
            reversed_at: null,
          },
          {
            id: 2,
            phone: '+380 50 *** 00 01',
            status: 'capped',
            reward_xp: 0,
            created_at: '2026-11-04T10:00:00.000Z',
            rewarded_at: null,
            reversed_at: null,
          },
        ],
        totals: { invited: 2, pending: 0, rewarded: 1, capped: 1, reversed: 0, xp: 100 },
      },
    }));
    renderRoutes([{ path: '/profile/referral', Component: ReferralListPage }], '/profile/referral');
    const list = await screen.findByTestId('referral-list');
    expect(list.textContent).toContain('+380 67 *** 45 67');
    expect(list.textContent).toContain('Нараховано 100 XP');
    expect(list.textContent).toContain('Понад місячний ліміт');
    expect(screen.getByTestId('referral-totals').textContent).toContain('Зароблено: 100 XP');
  });
});
