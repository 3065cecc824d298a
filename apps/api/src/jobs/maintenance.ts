// The hourly maintenance job: removes what has outlived its use (spent one-time codes, registration tickets, dead
// sessions, finished jobs, Idempotency-Keys past their 24 hours, push delivery records) so those tables stay small, and closes multi-scan uploads whose decode job gave up. Audit
// records (auth events, SMS and mail logs, ledger) stay.
import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '@loyalty/db/client';
import { purgeExpiredIdempotencyKeys } from '../plugins/idempotency.ts';
import {
  jobs,
  multiscanUploads,
  otpChallenges,
  pushDeliveries,
  registrationTickets,
  sessions,
  staffDevices,
  staffLoginAttempts,
  staffSessions,
} from '@loyalty/db/schema';
import { loginLimits } from '../modules/admin/login-limit.ts';

export const maintenanceQueue = 'maintenance';
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** How long expired or finished records are kept for support questions before they go. */
export const retention = { codesDays: 1, sessionsDays: 30, jobsDays: 14 } as const;

export interface PurgeCounts {
  otpChallenges: number;
  registrationTickets: number;
  sessions: number;
  jobs: number;
  abandonedUploads: number;
  idempotencyKeys: number;
  pushDeliveries: number;
  staffSessions: number;
  staffLoginAttempts: number;
  staffDevices: number;
}

export async function purgeExpiredRecords(
  executor: Executor,
  options: { sessionIdleDays: number; now?: Date },
): Promise<PurgeCounts> {
  const now = options.now ?? new Date();
  const before = (days: number) => new Date(now.getTime() - days * dayMs);
  const codesCutoff = before(retention.codesDays);
  const sessionsCutoff = before(retention.sessionsDays);

  const otp = await executor
    .delete(otpChallenges)
    .where(lt(otpChallenges.expiresAt, codesCutoff))
    .returning({ id: otpChallenges.id });
  const tickets = await executor
    .delete(registrationTickets)
    .where(lt(registrationTickets.expiresAt, codesCutoff))
    .returning({ id: registrationTickets.id });
  // A session is dead once revoked, past its absolute expiry, or idle longer than allowed.
  const deadSessions = await executor
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionsCutoff)),
        lt(sessions.absoluteExpiresAt, sessionsCutoff),
        lt(sessions.lastSeenAt, before(options.sessionIdleDays + retention.sessionsDays)),
      ),
    )
    .returning({ id: sessions.id });
  // A multi-scan whose decode job failed for good (say its process died during the last attempt) would otherwise show
  // `processing` for ever; done before the failed job itself is purged.
  const abandoned = await executor
    .update(multiscanUploads)
    .set({ status: 'failed', error: 'The photo could not be processed; please try again.', processedAt: now })
    .where(
      and(
        inArray(multiscanUploads.status, ['queued', 'processing']),
        sql`exists (select 1 from ${jobs} where ${jobs.dedupeKey} = 'multiscan:' || ${multiscanUploads.id}::text and ${jobs.status} = 'failed')`,
      ),
    )
    .returning({ id: multiscanUploads.id });
  const finishedJobs = await executor
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before(retention.jobsDays))))
    .returning({ id: jobs.id });

  const idempotencyKeys = await purgeExpiredIdempotencyKeys(executor, now);
  // A delivery record only stops a retried notification job from sending twice: it outlives the job's retries.
  const deliveries = await executor
    .delete(pushDeliveries)
    .where(lt(pushDeliveries.sentAt, before(retention.jobsDays)))
    .returning({ key: pushDeliveries.notificationKey });
  // Back-office sessions live 12 hours at most; sign-in attempts count for 15 minutes. A day is plenty for support.
  const staff = await executor
    .delete(staffSessions)
    .where(or(lt(staffSessions.absoluteExpiresAt, before(1)), lt(staffSessions.lastSeenAt, before(1))))
    .returning({ id: staffSessions.id });
  const attempts = await executor
    .delete(staffLoginAttempts)
    .where(lt(staffLoginAttempts.createdAt, before(1)))
    .returning({ id: staffLoginAttempts.id });
  // A browser not signed in with for its 90 days is no longer known to the sign-in limits: its row is of no use.
  const devices = await executor
    .delete(staffDevices)
    .where(lt(staffDevices.lastSignInAt, before(loginLimits.deviceDays)))
    .returning({ tokenHash: staffDevices.tokenHash });

  return {
    otpChallenges: otp.length,
    registrationTickets: tickets.length,
    sessions: deadSessions.length,
    jobs: finishedJobs.length,
    abandonedUploads: abandoned.length,
    idempotencyKeys,
    pushDeliveries: deliveries.length,
    staffSessions: staff.length,
    staffLoginAttempts: attempts.length,
    staffDevices: devices.length,
  };
}

async function maintenancePlugin(app: FastifyInstance): Promise<void> {
  app.jobs.register(maintenanceQueue, async (_job, { db, log }) => {
    const counts = await purgeExpiredRecords(db, { sessionIdleDays: app.config.session.idleDays });
    log.info({ purged: counts }, 'maintenance purge done');
  });
  app.jobs.every(maintenanceQueue, hourMs);
}

export default fp(maintenancePlugin, { name: 'maintenance', dependencies: ['jobs', 'config'] });
