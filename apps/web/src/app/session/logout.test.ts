// Logout of spec section 4: the server first (best effort), then the device is wiped except the app version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sessionStorageKeys, storageKeys } from '@/config/constants';
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
  useAgeConfirmationStore.setState({ confirmed: false });
});

describe('logout', () => {
  it('tells the server with the ending session, then clears everything but the app version and goes to /auth', async () => {
    const queryClient = leaveTraces();
    const navigate = vi.fn();
    let sessionWhileServerAsked: string | null = 'not asked';
    const { requests } = stubFetch(() => {
      sessionWhileServerAsked = useSessionStore.getState().token;
      return { body: { success: true } };
    });

    await logout({ navigate, queryClient });

    // The server heard first, with the token of the session that ended, while it was still the device's session.
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', body: { token: 'tok-1' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sessionWhileServerAsked).toBe('tok-1');

    expect(Object.keys(window.localStorage)).toEqual([storageKeys.appVersion]);
    expect(window.localStorage.getItem(storageKeys.appVersion)).toBe('build-7');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
    expect(useBrandStore.getState().brand).toBe('glo');
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(document.cookie).not.toContain('mgm_code=REW-1');
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });

  it('keeps this visit’s 18+ answer (sessionStorage), so /auth opens without asking again', async () => {
    stubFetch(() => ({ body: { success: true } }));
    const queryClient = leaveTraces();
    await logout({ navigate: vi.fn(), queryClient });
    expect(useAgeConfirmationStore.getState().confirmed).toBe(true);
    expect(window.sessionStorage.getItem(sessionStorageKeys.is18)).toContain('"confirmed":true');
  });

  it('skips the server when the server already ended the session', async () => {
    const { requests } = stubFetch(() => ({ body: {} }));
    const queryClient = leaveTraces();
    await logout({ navigate: vi.fn(), queryClient, callServer: false });
    expect(requests).toHaveLength(0);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('finishes even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const queryClient = leaveTraces();
    const navigate = vi.fn();
    await logout({ navigate, queryClient });
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('waits for a silent server only so long, then gives up on it and clears anyway', async () => {
    let signal: AbortSignal | undefined;
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', hanging);
    const queryClient = leaveTraces();
    const navigate = vi.fn();

    const started = Date.now();
    await logout({ navigate, queryClient, serverWaitMs: 40 });

    expect(hanging).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
    expect(useSessionStore.getState().token).toBeNull();
  });
});
