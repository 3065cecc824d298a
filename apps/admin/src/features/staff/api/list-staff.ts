// GET /api/admin/staff: every staff account (admins).
import { useQuery } from '@tanstack/react-query';
import { adminStaffListResponseSchema } from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export function useStaffList() {
  return useQuery({ queryKey: ['staff'], queryFn: () => api({ path: '/staff', schema: adminStaffListResponseSchema }) });
}
