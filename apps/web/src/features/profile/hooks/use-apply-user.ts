// After a write on /profile: the answered record replaces the cached one and refreshes the session's customer.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { sessionCustomerFromUser, useSessionStore } from '@/stores/session-store';
import { userQueryKey } from '@/lib/shared-api/get-user';

export function useApplyUser(brand: Brand): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(userQueryKey(brand, user.id), user);
      const session = useSessionStore.getState();
      // The session holds the active brand's record; home greets by its name.
      if (session.shopIds[brand] === user.id) session.updateCustomer(sessionCustomerFromUser(user));
    },
    [brand, queryClient],
  );
}
