// What follows a confirmed SMS code, on /auth and /registration alike: home with a session, or the registration form.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ConfirmSmsResponse } from '@loyalty/contracts/auth';
import { isRegistrationRequired } from '@/features/auth/api/confirm-sms';

export function useFinishSmsLogin(): (answer: ConfirmSmsResponse) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (answer) => {
      // NOTE: loaded when the code is confirmed, not with /auth: the first screen's budget is tight.
      if (isRegistrationRequired(answer)) {
        const { useRegistrationTicketStore } = await import('@/features/auth/stores/registration-ticket-store');
        // The ticket stays in this tab's storage; the URL carries nothing of it.
        useRegistrationTicketStore.getState().keepTicket(answer);
        await navigate('/registration', { replace: true });
        return;
      }
      const { startCustomerSession } = await import('@/features/auth/utils/start-customer-session');
      await startCustomerSession(answer);
      await navigate('/', { replace: true });
    },
    [navigate],
  );
}
