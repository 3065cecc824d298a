// This tab's answer to the 18+ question: "yes" lets the is18 guards through to /auth and /registration; "no" holds for
// the rest of the visit, so the answer cannot be flipped with one tap (designer review 8).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionStorageKeys } from '@/config/constants';

interface AgeConfirmationState {
  confirmed: boolean;
  /** Answered "no" in this tab: the question is not asked again until a new visit. */
  declined: boolean;
  confirm(): void;
  decline(): void;
}

/**
 * NOTE: kept in sessionStorage and not reset by logout (docs/decisions): logout must leave only the app
 * version in localStorage and land on /auth, and the answer is about the person at the device in this visit, not
 * about an account. A new visit (tab) asks again.
 */
export const useAgeConfirmationStore = create<AgeConfirmationState>()(
  persist(
    (set) => ({
      confirmed: false,
      declined: false,
      confirm: () => set((state) => (state.declined ? state : { confirmed: true })),
      decline: () => set({ confirmed: false, declined: true }),
    }),
    {
      name: sessionStorageKeys.is18,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ confirmed, declined }) => ({ confirmed, declined }),
    },
  ),
);
