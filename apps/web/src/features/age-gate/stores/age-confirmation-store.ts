// Whether this tab's visitor answered "yes" to the 18+ question; the is18 guards read it before /auth and /registration.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionStorageKeys } from '@/config/constants';

interface AgeConfirmationState {
  confirmed: boolean;
  confirm(): void;
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
      confirm: () => set({ confirmed: true }),
    }),
    {
      name: sessionStorageKeys.is18,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ confirmed }) => ({ confirmed }),
    },
  ),
);
