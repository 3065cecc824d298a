// POST /api/admin/staff {email, role}: a new account and its generated password, shown once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffRole } from '@loyalty/contracts/admin';
import * as adminStaffEndpoints from '@loyalty/contracts/endpoints/admin-staff';
import { call } from '@admin/lib/api';

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says what changed, for whom.
    meta: { ownToast: true },
    mutationFn: (input: { email: string; role: StaffRole }) => call(adminStaffEndpoints.adminPostStaff, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
