// The /qr attribution: read from the link, kept while logged out, sent once there is a session, dropped when settled.
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/constants';
import { useSessionStore } from '@/stores/session-store';
import {
  managerFromSearch,
  readPendingManager,
  rememberPendingManager,
  sendPendingManager,
} from '@/features/scan/stores/pending-manager';
import { stubFetch } from '@/test/fetch-stub';

const logIn = () =>
  useSessionStore.getState().startSession({
    token: 'tok-q',
    customer: { shopify_id: 51, first_name: 'Ян', last_name: 'Бойко', email: 'y@example.com', phone: '+380671110000', tags: [] },
    shopIds: { glo: 51, ogo: 52 },
  });

afterEach(() => {
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
});

describe('managerFromSearch', () => {
  it('reads manager and from', () => {
    expect(managerFromSearch('?manager=M-17&from=kiosk', 'ogo')).toEqual({ manager: 'M-17', managerFrom: 'kiosk', brand: 'ogo' });
  });
  it('ignores a link without a manager', () => {
    expect(managerFromSearch('?from=kiosk', 'glo')).toBeNull();
    expect(managerFromSearch('?manager=%20%20', 'glo')).toBeNull();
  });
  it('cuts overlong values to what the server takes', () => {
    expect(managerFromSearch(`?manager=${'x'.repeat(300)}`, 'glo')?.manager).toHaveLength(100);
  });
});

describe('sendPendingManager', () => {
  it('keeps the attribution while logged out, sends it for the brand’s record after login, then forgets it', async () => {
    const { requests } = stubFetch(() => ({ body: { saved: true } }));
    rememberPendingManager({ manager: 'M-17', managerFrom: 'kiosk', brand: 'ogo' });
    expect(await sendPendingManager()).toBe(false);
    expect(requests).toHaveLength(0);
    expect(readPendingManager()?.manager).toBe('M-17');

    logIn();
    expect(await sendPendingManager()).toBe(true);
    expect(requests[0]?.url).toBe('/api/scan/save-manager');
    expect(requests[0]?.body).toEqual({ shopify_id: 52, manager: 'M-17', manager_from: 'kiosk', brand: 'ogo' });
    expect(window.localStorage.getItem(storageKeys.pendingManager)).toBeNull();
  });

  it('forgets it when another manager is already set (409), keeps it when the server is down', async () => {
    logIn();
    stubFetch(() => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }));
    rememberPendingManager({ manager: 'M-2', managerFrom: '', brand: 'glo' });
    expect(await sendPendingManager()).toBe(false);
    expect(readPendingManager()?.manager).toBe('M-2');

    stubFetch(() => ({ status: 409, body: { error: { code: 'manager_already_set', message: 'set' } } }));
    expect(await sendPendingManager()).toBe(true);
    expect(readPendingManager()).toBeNull();
  });
});
