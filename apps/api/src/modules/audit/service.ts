// The audit trail: every change made through the back-office or the operator command line is one
// append-only row (who, role, action, target, before and after, reason, time, request id), written in the same
// transaction as the change where there is one, so a change without its entry cannot commit.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { auditLog, type AuditLogRow } from '@loyalty/db/schema';

export interface AuditActor {
  type: 'staff' | 'ops';
  staffId: number | null;
  /** The staff e-mail, or 'ops'. */
  name: string;
  role: string;
  requestId: string;
}

/** The operator command line: whoever holds the ops token on the server's host. */
export function opsActor(requestId: string): AuditActor {
  return { type: 'ops', staffId: null, name: 'ops', role: 'ops', requestId };
}

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Values as JSON can hold them (Dates as ISO strings, no undefined). */
function jsonValue(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export async function recordAudit(executor: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorType: actor.type,
    staffId: actor.staffId,
    actor: actor.name,
    role: actor.role,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    before: jsonValue(entry.before),
    after: jsonValue(entry.after),
    reason: entry.reason ?? '',
    requestId: actor.requestId,
  });
}

export interface AuditFilter {
  sort?: '-created_at' | 'created_at' | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

export async function listAudit(
  executor: Executor,
  filter: AuditFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor.toLowerCase()));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(filter.sort === 'created_at' ? asc(auditLog.id) : desc(auditLog.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
