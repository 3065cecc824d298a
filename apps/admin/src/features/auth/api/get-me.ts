// GET /api/admin/auth/me: the signed-in staff account, or 401 (then the app shows the sign-in page).
import { useQuery } from '@tanstack/react-query';
import { adminMeResponseSchema, type Staff } from '@loyalty/contracts/admin';
import { api, ApiError } from '@admin/lib/api';

export const meQueryKey = ['me'] as const;

export async function getMe(): Promise<Staff | null> {
  try {
    return (await api({ path: '/auth/me', schema: adminMeResponseSchema })).staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: false });
}
