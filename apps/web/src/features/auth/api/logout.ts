// POST /api/auth/logout {token}: lets the server end the session; the client clears itself whatever the answer.
import { apiRequest, type ResponseSchema } from '@/lib/api-client';

// NOTE: the auth contract has no logout answer schema yet; nothing of the answer is used, so any JSON is accepted.
const anyAnswer: ResponseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

export async function logoutOnServer(token: string): Promise<void> {
  await apiRequest({ method: 'POST', path: '/auth/logout', body: { token }, responseSchema: anyAnswer });
}
