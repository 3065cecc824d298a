// The logged-in customer's session: bearer token, customer record and per-brand shop ids, persisted in localStorage.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionCustomer, SessionResponse } from '@loyalty/contracts/auth';
import { ageVerifiedTag, storageKeys } from '@/config/constants';
import { registerStoreReset } from '@/stores/reset-registry';

export interface ShopIds {
  glo: number | null;
  ogo: number | null;
}

interface SessionData {
  token: string | null;
  customer: SessionCustomer | null;
  /** The customer's record id per brand: the brands keep separate customer records (spec section 3). */
  shopIds: ShopIds;
  /** A referral code seen in a `ref` / `rev_code` link, kept for the referral promo at checkout. */
  referralCode: string | null;
}

interface SessionActions {
  startSession(session: SessionResponse): void;
  rememberReferralCode(code: string): void;
}

export type SessionState = SessionData & SessionActions;

const emptySession: SessionData = {
  token: null,
  customer: null,
  shopIds: { glo: null, ogo: null },
  referralCode: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...emptySession,
      startSession: ({ token, customer, shopIds }) => set({ token, customer, shopIds }),
      rememberReferralCode: (code) => set({ referralCode: code }),
    }),
    {
      name: storageKeys.session,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ token, customer, shopIds, referralCode }) => ({ token, customer, shopIds, referralCode }),
    },
  ),
);

registerStoreReset(() => useSessionStore.setState(emptySession));

export function isLoggedIn(state: Pick<SessionData, 'token'> = useSessionStore.getState()): boolean {
  return Boolean(state.token);
}

/** Spec section 6: the rules link is for age-verified customers, marked by the age_verified tag. */
export function isAgeVerified(customer: SessionCustomer | null): boolean {
  return customer?.tags.includes(ageVerifiedTag) ?? false;
}
