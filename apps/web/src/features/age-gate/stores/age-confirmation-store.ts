// Whether this device answered "yes" to the 18+ question; the is18 guards read it before /auth and /registration.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '@/config/constants';
import { registerStoreReset } from '@/stores/reset-registry';

interface AgeConfirmationState {
  confirmed: boolean;
  confirm(): void;
}

export const useAgeConfirmationStore = create<AgeConfirmationState>()(
  persist(
    (set) => ({
      confirmed: false,
      confirm: () => set({ confirmed: true }),
    }),
    {
      name: storageKeys.is18,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ confirmed }) => ({ confirmed }),
    },
  ),
);

registerStoreReset(() => useAgeConfirmationStore.setState({ confirmed: false }));
