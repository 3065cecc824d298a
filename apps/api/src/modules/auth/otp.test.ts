import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@loyalty/db/client';
import { otpChallenges } from '@loyalty/db/schema';
import { createTestDatabase } from '@loyalty/db/testing';
import { createPerson } from './testing.ts';
import { hashOtpCode, issueOtp, newOtpCode, verifyOtp } from './otp.ts';

const secret = 'a-test-secret-of-at-least-32-characters';
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('newOtpCode', () => {
  it('is always six digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, () => newOtpCode());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    // 2000 draws from a million: repeats are rare, a constant generator would fail this.
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe('issueOtp / verifyOtp', () => {
  it('stores only the keyed hash and accepts the code once', async () => {
    const phone = '+380670000001';
    const issued = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '10.0.0.1' }, secret, t0);
    expect(issued.expiresAt).toEqual(at(300));
    const [row] = await db().select().from(otpChallenges).where(eq(otpChallenges.id, issued.challengeId));
    expect(row).toMatchObject({ attemptsLeft: 5, requestIp: '10.0.0.1', consumedAt: null });
    expect(row?.codeHash).toBe(hashOtpCode(secret, issued.challengeId, issued.code));
    expect(row?.codeHash).not.toContain(issued.code);

    const first = await verifyOtp(db(), { purpose: 'login', recipient: phone, code: issued.code }, secret, at(10));
    expect(first.ok).toBe(true);
    expect(first.ok && first.challenge.consumedAt).toEqual(at(10));
    expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: issued.code }, secret, at(11))).ok).toBe(false);
  });

  it('expires after the lifetime (a fake clock), and honours a configured lifetime', async () => {
    const phone = '+380670000002';
    const issued = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0);
    expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: issued.code }, secret, at(300))).ok).toBe(false);
    const short = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0, {
      ttlSeconds: 30,
      maxAttempts: 5,
    });
    expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: short.code }, secret, at(31))).ok).toBe(false);
    const fresh = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0);
    expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: fresh.code }, secret, at(299))).ok).toBe(true);
  });

  it('voids the code after the last wrong try', async () => {
    const phone = '+380670000003';
    const issued = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0, {
      ttlSeconds: 300,
      maxAttempts: 3,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await verifyOtp(db(), { purpose: 'login', recipient: phone, code: otherThan(issued.code) }, secret, at(1))).toEqual({
        ok: false,
        attemptsLeft: 2 - attempt,
      });
    }
    expect(await verifyOtp(db(), { purpose: 'login', recipient: phone, code: issued.code }, secret, at(2))).toEqual({
      ok: false,
      attemptsLeft: 0,
    });
    const [row] = await db().select().from(otpChallenges).where(eq(otpChallenges.id, issued.challengeId));
    expect(row?.attemptsLeft).toBe(0);
  });

  it('voids older codes of the same purpose and recipient when a new one is issued, and no others', async () => {
    const phone = '+380670000004';
    const old = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0);
    const elsewhere = await issueOtp(db(), { purpose: 'login', recipient: '+380670000005', ip: '' }, secret, t0);
    const latest = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, at(60));
    expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: old.code }, secret, at(61))).ok).toBe(
      old.code === latest.code,
    );
    expect(
      (await verifyOtp(db(), { purpose: 'login', recipient: '+380670000005', code: elsewhere.code }, secret, at(61))).ok,
    ).toBe(true);
    if (old.code !== latest.code) {
      expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: latest.code }, secret, at(62))).ok).toBe(true);
    }
  });

  it('keeps purposes apart and can match by customer (email change)', async () => {
    const { glo } = await createPerson(db(), { phone: '+380670000006', brands: ['glo'] });
    const issued = await issueOtp(
      db(),
      { purpose: 'email_change', recipient: 'new@example.com', customerId: glo!.id, ip: '' },
      secret,
      t0,
    );
    expect((await verifyOtp(db(), { purpose: 'login', recipient: 'new@example.com', code: issued.code }, secret, at(1))).ok).toBe(
      false,
    );
    expect(
      (await verifyOtp(db(), { purpose: 'email_change', customerId: glo!.id + 1000, code: issued.code }, secret, at(1))).ok,
    ).toBe(false);
    const result = await verifyOtp(db(), { purpose: 'email_change', customerId: glo!.id, code: issued.code }, secret, at(1));
    expect(result.ok && result.challenge.recipient).toBe('new@example.com');
  });

  it('does not accept a code hashed under another secret', async () => {
    const phone = '+380670000007';
    const issued = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0);
    expect((await verifyOtp(db(), { purpose: 'login', recipient: phone, code: issued.code }, `${secret}!`, at(1))).ok).toBe(
      false,
    );
  });

  it('lets exactly one of parallel verifications of one code win', async () => {
    const phone = '+380670000008';
    const issued = await issueOtp(db(), { purpose: 'login', recipient: phone, ip: '' }, secret, t0);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => verifyOtp(db(), { purpose: 'login', recipient: phone, code: issued.code }, secret, at(1))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});
