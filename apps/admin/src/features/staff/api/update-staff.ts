// PATCH /api/admin/staff/{id} {role?, disabled?}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeResponseSchema, type StaffRole } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen says what changed, for whom.
    meta: { ownToast: true },
    mutationFn: ({ id, ...change }: { id: number; role?: StaffRole; disabled?: boolean }) =>
      api({ method: 'PATCH', path: `/staff/${id}`, body: change, schema: adminMeResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
