import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  idempotencyKeys,
  pushDeliveries,
  pushSubscriptions,
  jobs,
  multiscanUploads,
  otpChallenges,
  registrationTickets,
  sessions,
  staffAccounts,
  staffDevices,
} from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { maintenanceQueue, purgeExpiredRecords } from './maintenance.ts';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('purgeExpiredRecords', () => {
  it('removes spent codes, tickets, dead sessions and old finished jobs, and keeps everything still useful', async () => {
    const db = testApp.database.db;
    const otp = (expiresAt: Date) => ({
      purpose: 'login' as const,
      recipient: '+380671234567',
      codeHash: randomUUID(),
      attemptsLeft: 5,
      expiresAt,
    });
    await db.insert(otpChallenges).values([otp(daysAgo(2)), otp(hoursAgo(1)), otp(new Date(now.getTime() + 300_000))]);
    await db.insert(registrationTickets).values([
      { tokenHash: randomUUID(), phone: '+380671234567', expiresAt: daysAgo(2) },
      { tokenHash: randomUUID(), phone: '+380671234567', expiresAt: hoursAgo(1) },
    ]);
    const session = (fields: Partial<typeof sessions.$inferInsert>) => ({
      tokenHash: randomUUID(),
      phone: '+380671234567',
      lastSeenAt: hoursAgo(1),
      absoluteExpiresAt: new Date(now.getTime() + 90 * 24 * 3_600_000),
      ...fields,
    });
    const [revokedLongAgo, revokedRecently, expiredLongAgo, idleLongAgo, active] = await db
      .insert(sessions)
      .values([
        session({ revokedAt: daysAgo(40) }),
        session({ revokedAt: daysAgo(2) }),
        session({ absoluteExpiresAt: daysAgo(31) }),
        session({ lastSeenAt: daysAgo(61) }),
        session({}),
      ])
      .returning({ id: sessions.id });
    await db.insert(jobs).values([
      { queue: 'test', payload: {}, status: 'done', finishedAt: daysAgo(15) },
      { queue: 'test', payload: {}, status: 'failed', finishedAt: daysAgo(20) },
      { queue: 'test', payload: {}, status: 'done', finishedAt: daysAgo(1) },
      { queue: 'test', payload: {}, status: 'queued' },
    ]);
    const [keyOwner] = await db.insert(customers).values({ brand: 'ogo', phone: '+380675550802' }).returning();
    const key = (createdAt: Date) => ({
      scope: 'create-order',
      customerId: keyOwner!.id,
      key: randomUUID(),
      requestHash: 'hash',
      resultRef: '1',
      createdAt,
    });
    // A key answers its first result for 24 hours, then goes.
    await db.insert(idempotencyKeys).values([key(hoursAgo(25)), key(hoursAgo(23))]);
    // A push delivery record outlives the notification job's retries (14 days), then goes.
    const [device] = await db
      .insert(pushSubscriptions)
      .values({
        customerId: keyOwner!.id,
        brand: 'ogo',
        endpoint: 'https://fcm.googleapis.com/fcm/send/m',
        p256dh: 'k',
        auth: 'a',
      })
      .returning();
    await db.insert(pushDeliveries).values([
      { notificationKey: 'old', subscriptionId: device!.id, sentAt: daysAgo(15) },
      { notificationKey: 'new', subscriptionId: device!.id, sentAt: daysAgo(1) },
    ]);

    const [member] = await db
      .insert(staffAccounts)
      .values({ email: 'maintenance@staff.example', role: 'support', passwordHash: 'x' })
      .returning();
    await db.insert(staffDevices).values([
      { tokenHash: 'browser-gone-quiet', staffId: member!.id, lastSignInAt: daysAgo(91) },
      { tokenHash: 'browser-in-use', staffId: member!.id, lastSignInAt: daysAgo(89) },
    ]);

    const counts = await purgeExpiredRecords(db, { sessionIdleDays: 30, now });

    expect(counts).toEqual({
      otpChallenges: 1,
      registrationTickets: 1,
      sessions: 3,
      jobs: 2,
      abandonedUploads: 0,
      idempotencyKeys: 1,
      pushDeliveries: 1,
      staffSessions: 0,
      staffLoginAttempts: 0,
      staffDevices: 1,
    });
    expect((await db.select().from(staffDevices)).map((row) => row.tokenHash)).toEqual(['browser-in-use']);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, keyOwner!.id))).toHaveLength(1);
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort();
    expect(left).toEqual([revokedRecently?.id, active?.id].sort());
    expect([revokedLongAgo, expiredLongAgo, idleLongAgo].every((row) => row && !left.includes(row.id))).toBe(true);
    expect(await db.select().from(otpChallenges)).toHaveLength(2);
    expect(await db.select().from(jobs).where(eq(jobs.queue, 'test'))).toHaveLength(2);

    // Nothing more to do on a second run.
    expect(await purgeExpiredRecords(db, { sessionIdleDays: 30, now })).toEqual({
      otpChallenges: 0,
      registrationTickets: 0,
      sessions: 0,
      jobs: 0,
      abandonedUploads: 0,
      idempotencyKeys: 0,
      pushDeliveries: 0,
      staffSessions: 0,
      staffLoginAttempts: 0,
      staffDevices: 0,
    });
  });

  it('fails a multi-scan upload whose decode job gave up, and leaves one still being retried', async () => {
    const db = testApp.database.db;
    const [customer] = await db.insert(customers).values({ brand: 'glo', phone: '+380675550801' }).returning();
    const upload = (status: 'queued' | 'processing') => ({
      customerId: customer!.id,
      brand: 'glo' as const,
      image: Buffer.from([1, 2, 3]),
      imageMime: 'image/png',
      status,
    });
    const [abandoned, retrying] = await db
      .insert(multiscanUploads)
      .values([upload('processing'), upload('queued')])
      .returning({ id: multiscanUploads.id });
    await db.insert(jobs).values([
      { queue: 'multiscan', payload: {}, status: 'failed', finishedAt: hoursAgo(1), dedupeKey: `multiscan:${abandoned!.id}` },
      { queue: 'multiscan', payload: {}, status: 'queued', dedupeKey: `multiscan:${retrying!.id}` },
    ]);

    const counts = await purgeExpiredRecords(db, { sessionIdleDays: 30, now });

    expect(counts.abandonedUploads).toBe(1);
    const rows = await db.select().from(multiscanUploads);
    expect(rows.find((row) => row.id === abandoned!.id)).toMatchObject({ status: 'failed', processedAt: now });
    expect(rows.find((row) => row.id === abandoned!.id)?.error).toMatch(/try again/);
    expect(rows.find((row) => row.id === retrying!.id)?.status).toBe('queued');
  });
});

describe('recurring maintenance', () => {
  it('is enqueued once per hour however many API processes start', async () => {
    const second = await buildTestApp({ database: testApp.database });
    try {
      testApp.app.jobs.start();
      second.app.jobs.start();
      await expect
        .poll(async () => (await testApp.database.db.select().from(jobs).where(eq(jobs.queue, maintenanceQueue))).length)
        .toBe(1);
      const [job] = await testApp.database.db.select().from(jobs).where(eq(jobs.queue, maintenanceQueue));
      expect(job?.dedupeKey).toMatch(/^maintenance:\d+$/);
    } finally {
      await second.app.jobs.stop();
      await testApp.app.jobs.stop();
      await second.app.close();
    }
  });
});
