import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainVeloUrl, usesMultipass, veloSiteLink } from '@/features/invite/api/velo-site-link';

const input = {
  siteUrl: 'https://ogo.example',
  returnTo: '/pages/velo?discount=VELO-MGM-ABCDEFGH',
  email: 'olena@example.com',
  firstName: 'Олена',
  lastName: 'Коваль',
};

function stubFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(path);
      const answer = answers[path] ?? { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('velo site link (spec section 5)', () => {
  it('uses Multipass only with a token and an email', () => {
    expect(usesMultipass('t', 'a@b.c')).toBe(true);
    expect(usesMultipass(null, 'a@b.c')).toBe(false);
    expect(usesMultipass('t', ' ')).toBe(false);
    expect(plainVeloUrl(input.siteUrl, input.returnTo)).toBe('https://ogo.example/pages/velo?discount=VELO-MGM-ABCDEFGH');
  });

  it('answers the Multipass link when the token and the call succeed', async () => {
    const calls = stubFetch({
      '/api/velo/get-token': { status: 200, body: { token: 'tok', expired_at: '2030-01-01T00:00:00.000Z' } },
      '/api/velo/mlogin': { status: 200, body: { url: 'https://ogo.example/account/login/multipass/abc' } },
    });
    expect(await veloSiteLink(input)).toBe('https://ogo.example/account/login/multipass/abc');
    expect(calls).toEqual(['/api/velo/get-token', '/api/velo/mlogin']);
  });

  it('falls back to the plain page without an email, without a token, or when mlogin fails', async () => {
    let calls = stubFetch({
      '/api/velo/get-token': { status: 200, body: { token: 'tok', expired_at: '2030-01-01T00:00:00.000Z' } },
    });
    expect(await veloSiteLink({ ...input, email: '' })).toBe(plainVeloUrl(input.siteUrl, input.returnTo));
    expect(calls).toEqual(['/api/velo/get-token']);
    calls = stubFetch({});
    expect(await veloSiteLink(input)).toBe(plainVeloUrl(input.siteUrl, input.returnTo));
    calls = stubFetch({
      '/api/velo/get-token': { status: 200, body: { token: 'tok', expired_at: '2030-01-01T00:00:00.000Z' } },
      '/api/velo/mlogin': { status: 403, body: { error: { code: 'forbidden', message: 'no' } } },
    });
    expect(await veloSiteLink(input)).toBe(plainVeloUrl(input.siteUrl, input.returnTo));
    expect(calls).toEqual(['/api/velo/get-token', '/api/velo/mlogin']);
  });
});
