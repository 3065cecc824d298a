// GET /api/admin/auth/me: the signed-in staff account, or 401 (then the app shows the sign-in page).
import { useQuery } from '@tanstack/react-query';
import { type Staff } from '@loyalty/contracts/admin';
import * as adminAuthEndpoints from '@loyalty/contracts/endpoints/admin-auth';
import { ApiError, call } from '@admin/lib/api';

export const meQueryKey = ['me'] as const;

export async function getMe(): Promise<Staff | null> {
  try {
    return (await call(adminAuthEndpoints.adminGetAuthMe, {})).staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: false });
}
