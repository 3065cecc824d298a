// The registration ticket between confirm-sms and reg-auth: kept per tab in sessionStorage, never in the URL.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RegistrationRequiredResponse } from '@loyalty/contracts/auth';
import { registrationTicketLifetimeMs, sessionStorageKeys } from '@/config/constants';
import { registerStoreReset } from '@/stores/reset-registry';

export interface RegistrationTicket {
  token: string;
  phone: string;
  receivedAt: number;
  /** registration succeeded with this ticket; only reg-auth is left (a retry must not register twice). */
  registered: boolean;
}

/** What the person has typed into the registration form so far: going back and forth in the tab keeps it. */
export interface RegistrationDraft {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
}

interface RegistrationTicketState {
  ticket: RegistrationTicket | null;
  draft: RegistrationDraft | null;
  keepTicket(answer: RegistrationRequiredResponse, now?: number): void;
  keepDraft(draft: RegistrationDraft): void;
  markRegistered(): void;
  dropTicket(): void;
}

export const useRegistrationTicketStore = create<RegistrationTicketState>()(
  persist(
    (set) => ({
      ticket: null,
      draft: null,
      keepTicket: (answer, now = Date.now()) =>
        set((state) => ({
          ticket: { token: answer.registration_token, phone: answer.phone, receivedAt: now, registered: false },
          // Another phone is another person: their draft is not this one's.
          draft: state.ticket?.phone === answer.phone ? state.draft : null,
        })),
      keepDraft: (draft) => set({ draft }),
      markRegistered: () => set((state) => (state.ticket ? { ticket: { ...state.ticket, registered: true } } : state)),
      dropTicket: () => set({ ticket: null, draft: null }),
    }),
    {
      name: sessionStorageKeys.registrationTicket,
      // sessionStorage: a ticket belongs to the tab that confirmed the phone and dies with it.
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ ticket, draft }) => ({ ticket, draft }),
    },
  ),
);

registerStoreReset(() => useRegistrationTicketStore.setState({ ticket: null, draft: null }));

/** The ticket while the server still honours it (30 minutes), else null. */
export function liveTicket(ticket: RegistrationTicket | null, now: number = Date.now()): RegistrationTicket | null {
  return ticket && now - ticket.receivedAt < registrationTicketLifetimeMs ? ticket : null;
}

export function useLiveRegistrationTicket(): RegistrationTicket | null {
  return liveTicket(useRegistrationTicketStore((state) => state.ticket));
}
