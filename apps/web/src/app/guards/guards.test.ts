// Each route guard and how the loader applies them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { logIn } from '@/test/signed-in';
import { useBrandStore } from '@/stores/brand-store';
import { useAgeConfirmationStore } from '@/features/age-gate/stores/age-confirmation-store';
import { admitToRoute, guardsByName, runGuards } from '@/app/guards/run-guards';

const at = (path: string) => ({ url: new URL(path, 'https://app.test') });

afterEach(() => {
  useSessionStore.setState({ token: null, customer: null, referralCode: null });
  useAgeConfirmationStore.setState({ confirmed: false });
  useBrandStore.setState({ brand: 'glo' });
});

describe('authentication', () => {
  it('sends anonymous visitors to /auth', () => {
    expect(guardsByName.authentication(at('/'))).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it('lets a logged-in customer through', () => {
    logIn();
    expect(guardsByName.authentication(at('/'))).toEqual({ kind: 'allow' });
  });
});

describe('is-authentication', () => {
  it('sends a logged-in customer home from /auth', () => {
    logIn();
    expect(guardsByName['is-authentication'](at('/auth'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets anonymous visitors log in', () => {
    expect(guardsByName['is-authentication'](at('/auth'))).toEqual({ kind: 'allow' });
  });
});

describe('is18', () => {
  it('asks the age question first', () => {
    expect(guardsByName.is18(at('/auth'))).toEqual({ kind: 'redirect', to: '/is18' });
  });

  it('passes once the age is confirmed', () => {
    useAgeConfirmationStore.getState().confirm();
    expect(guardsByName.is18(at('/auth'))).toEqual({ kind: 'allow' });
  });
});

describe('is-success-is18', () => {
  it('skips the question when it was already answered', () => {
    useAgeConfirmationStore.getState().confirm();
    expect(guardsByName['is-success-is18'](at('/is18'))).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it('shows the question otherwise', () => {
    expect(guardsByName['is-success-is18'](at('/is18'))).toEqual({ kind: 'allow' });
  });
});

describe('to-ogo-landing', () => {
  it('keeps /landing for ogo', () => {
    useBrandStore.setState({ brand: 'ogo' });
    expect(guardsByName['to-ogo-landing'](at('/landing'))).toEqual({ kind: 'allow' });
  });

  it('sends glo mode home', () => {
    expect(guardsByName['to-ogo-landing'](at('/landing'))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('referrer', () => {
  it.each(['ref', 'rev_code'])('remembers the %s parameter and never blocks', (parameter) => {
    expect(guardsByName.referrer(at(`/shop/cart?${parameter}=REW-12345`))).toEqual({ kind: 'allow' });
    expect(useSessionStore.getState().referralCode).toBe('REW-12345');
  });

  it('keeps an earlier code when the link has none', () => {
    useSessionStore.setState({ referralCode: 'REW-777' });
    expect(guardsByName.referrer(at('/shop/cart'))).toEqual({ kind: 'allow' });
    expect(useSessionStore.getState().referralCode).toBe('REW-777');
  });
});

describe('runGuards', () => {
  it('stops at the first refusal, in the order the route lists its guards', () => {
    logIn();
    // Logged in without an age answer: is-authentication comes first on /auth, so home wins over /is18.
    expect(runGuards(['is-authentication', 'is18'], at('/auth'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('allows when every guard allows', () => {
    useAgeConfirmationStore.getState().confirm();
    expect(runGuards(['is-authentication', 'is18'], at('/auth'))).toEqual({ kind: 'allow' });
  });

  it('admits to a page with the first refusal as its outcome', () => {
    expect(admitToRoute(['authentication'], new URL('https://app.test/'))).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it("starts the page's prefetch only for a visitor the guards let in", () => {
    const prefetch = vi.fn();
    expect(admitToRoute(['authentication'], new URL('https://app.test/'), prefetch).kind).toBe('redirect');
    expect(prefetch).not.toHaveBeenCalled();
    expect(admitToRoute([], new URL('https://app.test/'), prefetch)).toEqual({ kind: 'allow' });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
