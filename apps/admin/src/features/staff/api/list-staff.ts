// GET /api/admin/staff: every staff account (admins).
import { useQuery } from '@tanstack/react-query';
import * as adminStaffEndpoints from '@loyalty/contracts/endpoints/admin-staff';
import { call } from '@admin/lib/api';

export function useStaffList() {
  return useQuery({ queryKey: ['staff'], queryFn: () => call(adminStaffEndpoints.adminGetStaff, {}) });
}
