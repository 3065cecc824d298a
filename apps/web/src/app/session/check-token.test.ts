// check-token of spec sections 4 and 9: an answer without token logs out; a live session is not asked again for 1200 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFlagNames, cacheLifetimeSeconds } from '@/config/constants';
import { cacheFlags } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { runTokenCheck } from '@/app/session/check-token';
import { stubFetch, type StubAnswer } from '@/test/fetch-stub';

const customer = {
  shopify_id: 5,
  first_name: 'Ольга',
  last_name: 'Ткач',
  email: 'o@example.com',
  phone: '+380501112233',
  tags: [],
};

beforeEach(() => {
  useSessionStore.getState().startSession({ token: 'tok-5', customer, shopIds: { glo: 5, ogo: null } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
});

function answerWith(answer: StubAnswer) {
  return stubFetch(() => answer);
}

describe('check-token', () => {
  it('sends both brand ids of the session with its bearer token', async () => {
    const { requests } = answerWith({ body: { code: 200, token: 'tok-5' } });
    await runTokenCheck(vi.fn());
    expect(requests[0]).toMatchObject({ url: '/api/auth/check-token', body: { gloShopId: 5, ogoShopId: null } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-5');
  });

  it('logs out when the server answers code 200 without a token', async () => {
    answerWith({ body: { code: 200 } });
    const onEnded = vi.fn();
    expect(await runTokenCheck(onEnded)).toBe('ended');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps a live session and does not ask again for 1200 s', async () => {
    const { requests } = answerWith({ body: { code: 200, token: 'tok-5' } });
    const onEnded = vi.fn();
    const now = Date.now();
    expect(await runTokenCheck(onEnded, now)).toBe('alive');
    expect(await runTokenCheck(onEnded, now + (cacheLifetimeSeconds.checkToken - 1) * 1000)).toBe('skipped');
    expect(requests).toHaveLength(1);
    expect(await runTokenCheck(onEnded, now + cacheLifetimeSeconds.checkToken * 1000 + 1)).toBe('alive');
    expect(requests).toHaveLength(2);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('takes the ids the server knows (a brand record created elsewhere)', async () => {
    answerWith({ body: { code: 200, token: 'tok-5', shopIds: { glo: 5, ogo: 8 } } });
    await runTokenCheck(vi.fn());
    expect(useSessionStore.getState().shopIds).toEqual({ glo: 5, ogo: 8 });
  });

  it('ends a session whose stored ids the server refuses (403)', async () => {
    answerWith({ status: 403, body: { error: { code: 'forbidden', message: 'Not yours' } } });
    const onEnded = vi.fn();
    expect(await runTokenCheck(onEnded)).toBe('ended');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('waits for the next round when the network fails, and sets no flag', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const onEnded = vi.fn();
    expect(await runTokenCheck(onEnded)).toBe('skipped');
    expect(onEnded).not.toHaveBeenCalled();
    expect(cacheFlags.get(cacheFlagNames.checkToken)).toBeUndefined();
  });

  it('asks nothing without a session', async () => {
    useSessionStore.setState({ token: null });
    const { requests } = answerWith({ body: { code: 200 } });
    const onEnded = vi.fn();
    expect(await runTokenCheck(onEnded)).toBe('skipped');
    expect(requests).toHaveLength(0);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('ignores an answer about a session that ended meanwhile', async () => {
    stubFetch(() => {
      useSessionStore.setState({ token: null });
      return { body: { code: 200 } };
    });
    const onEnded = vi.fn();
    expect(await runTokenCheck(onEnded)).toBe('skipped');
    expect(onEnded).not.toHaveBeenCalled();
  });
});
