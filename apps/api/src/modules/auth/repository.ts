// SQL of the auth module: sessions, registration tickets, SMS counts and auth events (customer records are the user
// module's: user/repository.ts).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { authEvents, registrationTickets, sessions, type RegistrationTicketRow, type SessionRow } from '@loyalty/db/schema';

export type AuthEvent = 'login' | 'test_login' | 'registration' | 'logout' | 'token_clear' | 'bot_stat';

export async function insertSession(
  executor: Executor,
  values: Pick<
    SessionRow,
    'tokenHash' | 'phone' | 'gloCustomerId' | 'ogoCustomerId' | 'absoluteExpiresAt' | 'userAgent' | 'ip'
  > & {
    now: Date;
  },
): Promise<SessionRow> {
  const { now, ...rest } = values;
  const [row] = await executor
    .insert(sessions)
    .values({ ...rest, createdAt: now, lastSeenAt: now })
    .returning();
  if (!row) throw new Error('sessions insert returned no row');
  return row;
}

export async function revokeSession(executor: Executor, sessionId: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeSessionsOfPhone(executor: Executor, phone: string, now: Date): Promise<number> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.phone, phone), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A new brand record joins the person's live sessions, so they need not sign in again to use it. */
export async function attachCustomerToSessions(
  executor: Executor,
  phone: string,
  brand: Brand,
  customerId: number,
): Promise<void> {
  await executor
    .update(sessions)
    .set(brand === 'glo' ? { gloCustomerId: customerId } : { ogoCustomerId: customerId })
    .where(and(eq(sessions.phone, phone), isNull(sessions.revokedAt)));
}

export async function insertRegistrationTicket(
  executor: Executor,
  values: { tokenHash: string; phone: string; expiresAt: Date; now: Date },
): Promise<void> {
  await executor
    .insert(registrationTickets)
    .values({ tokenHash: values.tokenHash, phone: values.phone, expiresAt: values.expiresAt, createdAt: values.now });
}

/** A ticket that is neither spent nor expired. */
export async function liveRegistrationTicket(
  executor: Executor,
  tokenHash: string,
  now: Date,
): Promise<RegistrationTicketRow | undefined> {
  const [row] = await executor
    .select()
    .from(registrationTickets)
    .where(
      and(
        eq(registrationTickets.tokenHash, tokenHash),
        isNull(registrationTickets.consumedAt),
        gt(registrationTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Spends a ticket; false when another request spent it first. */
export async function consumeRegistrationTicket(executor: Executor, ticketId: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(registrationTickets)
    .set({ consumedAt: now })
    .where(
      and(eq(registrationTickets.id, ticketId), isNull(registrationTickets.consumedAt), gt(registrationTickets.expiresAt, now)),
    )
    .returning({ id: registrationTickets.id });
  return rows.length > 0;
}

export async function recordAuthEvent(
  executor: Executor,
  values: { phone: string; customerId: number | null; event: AuthEvent; ip: string; userAgent: string },
): Promise<void> {
  await executor.insert(authEvents).values(values);
}
