// The certificate token on the client: hour-stamped get-auth, kept until expiry, an answer with error rejected,
// cert_unauthenticated clears it without logging out, UNAUTHORIZED_IN_APP logs out, categories replaced only by arrays.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCertCategories } from '@loyalty/contracts/certificates';
import { onUnauthorized } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';
import { certToken, hourStampedDate } from '@/features/certificates/api/get-cert-auth';
import { getCategories } from '@/features/certificates/api/get-categories';
import { getCertList } from '@/features/certificates/api/get-cert-list';
import { useCertificateStore } from '@/features/certificates/stores/certificate-store';

const customer = { shopify_id: 7, first_name: 'Олена', last_name: 'Коваль', email: '', phone: '+380671234567', tags: [] };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(() => {
  cacheFlags.clearAll();
  useCertificateStore.setState({ categories: defaultCertCategories });
  useSessionStore.getState().startSession({ token: 'session', customer, shopIds: { glo: 7, ogo: null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(undefined);
  useSessionStore.setState({ token: null, customer: null });
});

describe('hourStampedDate', () => {
  it('is the start of the current UTC hour', () => {
    expect(hourStampedDate(new Date('2026-11-21T10:47:12.345Z'))).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('certToken', () => {
  it('asks get-auth with the hour stamp once and keeps the token', async () => {
    const { requests } = stubFetch(() => ({ body: { token: 't1', expired_at: inAnHour(), error: null } }));
    expect(await certToken()).toBe('t1');
    expect(await certToken()).toBe('t1');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ date: hourStampedDate() });
  });

  it('rejects an answer with error and keeps nothing', async () => {
    const { requests } = stubFetch(() => ({ body: { token: null, expired_at: null, error: 'invalid_date' } }));
    await expect(certToken()).rejects.toMatchObject({ code: 'cert_auth_rejected' });
    await expect(certToken()).rejects.toMatchObject({ code: 'cert_auth_rejected' });
    expect(requests).toHaveLength(2);
  });
});

describe('certificate calls', () => {
  it('cert_unauthenticated clears the token, re-auths once and does not log out', async () => {
    const loggedOut = vi.fn();
    onUnauthorized(loggedOut);
    let auths = 0;
    stubFetch((request) => {
      if (request.url === '/api/cert/get-auth') {
        auths += 1;
        return { body: { token: `t${auths}`, expired_at: inAnHour(), error: null } };
      }
      if ((request.body as { token: string }).token === 't1') {
        return {
          status: 401,
          body: { error: { code: 'cert_unauthenticated', message: 'no' }, errorType: 'cert_unauthenticated' },
        };
      }
      return { body: [] };
    });
    expect(await getCertList()).toEqual([]);
    expect(auths).toBe(2);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('UNAUTHORIZED_IN_APP logs the user out', async () => {
    const loggedOut = vi.fn();
    onUnauthorized(loggedOut);
    stubFetch(() => ({ status: 401, body: { error: { code: 'UNAUTHORIZED_IN_APP', message: 'Sign in first.' } } }));
    await expect(getCertList()).rejects.toMatchObject({ code: 'UNAUTHORIZED_IN_APP' });
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('replaces the category list only when the answer is an array', async () => {
    let answer: unknown = { not: 'an array' };
    stubFetch((request) =>
      request.url === '/api/cert/get-auth' ? { body: { token: 't', expired_at: inAnHour(), error: null } } : { body: answer },
    );
    expect(await getCategories()).toEqual(defaultCertCategories);
    answer = [{ CATEGORY_ID: 9, CATEGORY_NAME: 'Подорожі' }];
    expect(await getCategories()).toEqual([{ CATEGORY_ID: 9, CATEGORY_NAME: 'Подорожі' }]);
    answer = null;
    expect(useCertificateStore.getState().categories).toEqual([{ CATEGORY_ID: 9, CATEGORY_NAME: 'Подорожі' }]);
    expect(await getCategories()).toEqual([{ CATEGORY_ID: 9, CATEGORY_NAME: 'Подорожі' }]);
  });
});
