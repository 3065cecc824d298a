// Logout of spec section 4.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { storageKeys } from '@/config/constants';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import { useAgeConfirmationStore } from '@/features/age-gate/stores/age-confirmation-store';
import { logout } from '@/app/session/logout';
import { stubFetch } from '@/test/fetch-stub';

const customer = {
  shopify_id: 9,
  first_name: 'Марія',
  last_name: 'Шевченко',
  email: 'm@example.com',
  phone: '+380501234567',
  tags: [],
};

function leaveTraces(): QueryClient {
  useSessionStore.getState().startSession({ token: 'tok-1', customer, shopIds: { glo: 9, ogo: 19 } });
  useBrandStore.getState().setBrand('ogo');
  useAgeConfirmationStore.getState().confirm();
  window.localStorage.setItem(storageKeys.appVersion, 'build-7');
  window.localStorage.setItem(storageKeys.installDismissed, '1');
  window.localStorage.setItem('some-feature-cache', 'x');
  document.cookie = 'mgm_code=REW-1; path=/';
  const queryClient = new QueryClient();
  queryClient.setQueryData(['user'], customer);
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('clears storage except the app version, resets stores, cookies and queries, and goes to /auth', () => {
    const { requests } = stubFetch(() => ({ body: {} }));
    const queryClient = leaveTraces();
    const navigate = vi.fn();

    logout({ navigate, queryClient });

    expect(Object.keys(window.localStorage)).toEqual([storageKeys.appVersion]);
    expect(window.localStorage.getItem(storageKeys.appVersion)).toBe('build-7');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
    expect(useBrandStore.getState().brand).toBe('glo');
    expect(useAgeConfirmationStore.getState().confirmed).toBe(false);
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(document.cookie).not.toContain('mgm_code=REW-1');
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });

    // The server hears about it with the token of the session that ended.
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', body: { token: 'tok-1' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('skips the server when the server already ended the session', () => {
    const { requests } = stubFetch(() => ({ body: {} }));
    const queryClient = leaveTraces();
    logout({ navigate: vi.fn(), queryClient, callServer: false });
    expect(requests).toHaveLength(0);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('finishes even when the server cannot be reached', () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const queryClient = leaveTraces();
    const navigate = vi.fn();
    logout({ navigate, queryClient });
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });
});
