// PATCH /api/admin/staff/{id} {role?, disabled?}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffRole } from '@loyalty/contracts/admin';
import * as adminStaffEndpoints from '@loyalty/contracts/endpoints/admin-staff';
import { call } from '@admin/lib/api';

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says what changed, for whom.
    meta: { ownToast: true },
    mutationFn: ({ id, ...change }: { id: number; role?: StaffRole; disabled?: boolean }) =>
      call(adminStaffEndpoints.adminPatchStaffById, { params: { id }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
