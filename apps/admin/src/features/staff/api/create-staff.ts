// POST /api/admin/staff {email, role}: a new account and its generated password, shown once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCreateStaffResponseSchema, type StaffRole } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says what changed, for whom.
    meta: { ownToast: true },
    mutationFn: (input: { email: string; role: StaffRole }) =>
      api({ method: 'POST', path: '/staff', body: input, schema: adminCreateStaffResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
