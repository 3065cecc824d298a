// The logged-in customer's session: bearer token, customer record and per-brand shop ids, persisted in localStorage.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionCustomer, SessionResponse, ShopIds } from '@loyalty/contracts/auth';
import type { User } from '@loyalty/contracts/user';
import { ageVerifiedTag, storageKeys } from '@/config/constants';
import { registerStoreReset } from '@/stores/reset-registry';

export type { ShopIds };

interface SessionData {
  token: string | null;
  /** The customer record of the active brand (or of the other brand while the active one has none yet). */
  customer: SessionCustomer | null;
  /** The customer's record id per brand: the brands keep separate customer records (spec section 3). */
  shopIds: ShopIds;
  /** Some record of this person, in either brand, carries age_verified (spec section 6); refreshed from get-user. */
  ageVerified: boolean;
  /** A referral code seen in a `ref` / `rev_code` link, kept for the referral promo at checkout. */
  referralCode: string | null;
}

interface SessionActions {
  startSession(session: SessionResponse): void;
  /** The active brand's record as get-user or create-customer answered it. */
  updateCustomer(customer: SessionCustomer): void;
  setShopIds(shopIds: ShopIds): void;
  setToken(token: string): void;
  setAgeVerified(ageVerified: boolean): void;
  rememberReferralCode(code: string): void;
}

export type SessionState = SessionData & SessionActions;

const emptySession: SessionData = {
  token: null,
  customer: null,
  shopIds: { glo: null, ogo: null },
  ageVerified: false,
  referralCode: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...emptySession,
      startSession: ({ token, customer, shopIds }) =>
        set({ token, customer, shopIds, ageVerified: customer.tags.includes(ageVerifiedTag) }),
      updateCustomer: (customer) => set({ customer }),
      setShopIds: (shopIds) => set({ shopIds }),
      setToken: (token) => set({ token }),
      setAgeVerified: (ageVerified) => set({ ageVerified }),
      rememberReferralCode: (code) => set({ referralCode: code }),
    }),
    {
      name: storageKeys.session,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ token, customer, shopIds, ageVerified, referralCode }) => ({
        token,
        customer,
        shopIds,
        ageVerified,
        referralCode,
      }),
    },
  ),
);

registerStoreReset(() => useSessionStore.setState(emptySession));

export function isLoggedIn(state: Pick<SessionData, 'token'> = useSessionStore.getState()): boolean {
  return Boolean(state.token);
}

/** Spec section 6: the rules link is for age-verified customers (age_verified in either brand's record). */
export function isAgeVerified(state: Pick<SessionData, 'customer' | 'ageVerified'>): boolean {
  return state.ageVerified || (state.customer?.tags.includes(ageVerifiedTag) ?? false);
}

/** get-user's record in the session's shape (the same person, fresher: names, email, tags). */
export function sessionCustomerFromUser(user: User): SessionCustomer {
  return {
    shopify_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    tags: user.tags,
  };
}
