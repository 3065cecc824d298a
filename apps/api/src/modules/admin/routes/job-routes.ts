// The job queue as the admin sees it: depth per queue, failed jobs with their error, and retrying one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { adminJobsResponseSchema, adminOkSchema, jobIdParamsSchema } from '@loyalty/contracts/admin';
import { jobs } from '@loyalty/db/schema';
import { HttpError } from '../../../plugins/errors.ts';
import { actorOf } from '../access.ts';
import { recordAudit } from '../../audit/service.ts';
import { adminErrors } from './errors.ts';

const errors = adminErrors;

const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/jobs',
    {
      config: { adminAccess: [] },
      schema: {
        tags: ['admin'],
        summary: 'Jobs per queue by status, and the latest failed jobs with their error',
        response: { 200: adminJobsResponseSchema, ...errors },
      },
    },
    async () => {
      const [counts, failed] = await Promise.all([
        db
          .select({ queue: jobs.queue, status: jobs.status, value: sql<number>`count(*)::int` })
          .from(jobs)
          .groupBy(jobs.queue, jobs.status)
          .orderBy(jobs.queue),
        db.select().from(jobs).where(eq(jobs.status, 'failed')).orderBy(desc(jobs.finishedAt), desc(jobs.id)).limit(100),
      ]);
      const queues = new Map<string, { queue: string; queued: number; running: number; failed: number; done: number }>();
      for (const row of counts) {
        const entry = queues.get(row.queue) ?? { queue: row.queue, queued: 0, running: 0, failed: 0, done: 0 };
        if (row.status in entry) entry[row.status as 'queued' | 'running' | 'failed' | 'done'] = Number(row.value);
        queues.set(row.queue, entry);
      }
      return {
        queues: [...queues.values()],
        failed: failed.map((job) => ({
          id: job.id,
          queue: job.queue,
          attempts: job.attempts,
          last_error: job.lastError ?? '',
          finished_at: job.finishedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { adminAccess: [] },
      schema: {
        tags: ['admin'],
        summary: 'Queues a failed job again now, with a fresh set of attempts',
        params: jobIdParamsSchema,
        response: { 200: adminOkSchema, ...errors },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const [job] = await tx
          .update(jobs)
          .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lockedUntil: null, lockedBy: null, finishedAt: null })
          .where(and(eq(jobs.id, request.params.id), eq(jobs.status, 'failed')))
          .returning({ id: jobs.id, queue: jobs.queue, lastError: jobs.lastError });
        if (!job) throw new HttpError(409, 'conflict', `Job ${request.params.id} is not a failed job.`);
        await recordAudit(tx, actorOf(request), {
          action: 'job.retry',
          targetType: 'job',
          targetId: job.id,
          before: { status: 'failed', lastError: job.lastError },
          after: { status: 'queued', queue: job.queue },
        });
      });
      return { ok: true as const };
    },
  );
};

export default adminJobRoutes;
