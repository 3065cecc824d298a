// Rules of scanning: redeeming a pack code once ever within the monthly limit, the month's counters and message,
// scan history, the consultant's attribution and multi-scan uploads.
import type { Brand } from '@loyalty/contracts/brand';
import {
  scanHistoryPageSize,
  type MultiscanStatus,
  type RedeemResponse,
  type ScanChannel,
  type ScanCount,
  type ScanHistory,
  type ScanKind,
  type ScanOutcome,
} from '@loyalty/contracts/scan';
import type { Database } from '@loyalty/db/client';
import type { MultiscanUploadRow } from '@loyalty/db/schema';
import { isValidPackCode, maxPackCodeLength, normalizePackCode } from '@loyalty/domain/pack-code';
import { sql } from 'drizzle-orm';
import { enqueueJob } from '../../jobs/queue.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { AppliedCampaign } from '@loyalty/contracts/campaigns';
import type { CampaignEngine, FactInput } from '../campaigns/engine.ts';
import { balanceOf } from '../loyalty/ledger.ts';
import { applyTierEarningBonus, brandRunsTiers, recalculateTier } from '../tiers/earning-bonus.ts';
import { tierOf } from '../tiers/service.ts';
import { hasActiveSubscription } from '../subscription/repository.ts';
import { kyivMonthNumber, kyivMonthStart, ukrainianMonthGenitive } from '@loyalty/domain/kyiv-time';
import { ukrainianPluralForm } from '@loyalty/domain/plural';
import {
  creditedScansSince,
  findUpload,
  redeemPackCode,
  uploadsSince,
  insertUpload,
  saveManagerOnce,
  scanHistoryPage,
} from './repository.ts';

export const multiscanQueue = 'multiscan';
/** First key of the scan module's two-key advisory locks ('SCAN' in ASCII; redeem_pack_code uses the same). */
const scanLockNamespace = 0x5343_414e;
/** The ledger source of a pack code's credit: one entry per code, ever (sourceRef = pack_codes.id). */
export const packCodeSourceType = 'pack_code';

export interface RedemptionInput {
  customerId: number;
  brand: Brand;
  /** Normalised and valid (isValidPackCode). */
  code: string;
  channel: ScanChannel;
  uploadId?: string | null;
  monthlyLimit: number;
  /** The clock of the monthly limit; tests move it. */
  now?: Date;
  /** The app's campaigns engine; without it (or without a running scan campaign) a scan is its one statement. */
  campaigns?: CampaignEngine;
}

export interface RedemptionResult {
  outcome: ScanOutcome;
  /** XP credited by the code itself (0 unless credited). */
  xp: number;
  /** Balance after the credit and its campaigns' credits; null when nothing was credited. */
  balance: number | null;
  /** The campaigns that added XP to this credit. */
  campaigns: AppliedCampaign[];
  /** The extra XP of the customer's tier level (its multiplier above ×1), with the level's name. */
  tierBonus: { level: string; xp: number } | null;
}

/** The campaign triggers a credited scan is a fact of. */
const scanTriggers = ['pack_code_credited', 'nth_scan_of_month'] as const;

/**
 * One scan of one code, recorded in `scans` whatever its outcome, in one statement (repository.redeemPackCode): the
 * customer's scan lock, the monthly count, the conditional claim of the code and the ledger credit commit together.
 * While a campaign of the brand listens to scans, or the brand runs tiers, that statement, the level's extra XP, the
 * campaigns' credits and the level's recalculation share one transaction (the customer's scan lock is then held until
 * it commits, so their limits count one scan at a time).
 */
export async function attemptRedemption(db: Database, input: RedemptionInput): Promise<RedemptionResult> {
  const statement = {
    customerId: input.customerId,
    brand: input.brand,
    code: input.code,
    channel: input.channel,
    uploadId: input.uploadId ?? null,
    monthStart: kyivMonthStart(input.now),
    monthlyLimit: input.monthlyLimit,
    reason: input.channel === 'multiscan' ? 'multiscan' : 'scan',
    note: maskCode(input.code),
  };
  const engine = input.campaigns;
  const campaignsListen = engine ? await engine.listens(db, input.brand, scanTriggers) : false;
  const tiersOn = await brandRunsTiers(db, input.brand);
  if (!campaignsListen && !tiersOn) return redemptionResult(await redeemPackCode(db, statement), [], null);
  return db.transaction(async (tx) => {
    const result = await redeemPackCode(tx, statement);
    if (result.outcome !== 'credited' || result.packCodeId === null || !result.fact) return redemptionResult(result, [], null);
    const { packCodeId, fact } = { packCodeId: result.packCodeId, fact: result.fact };
    // The level held when the code was credited multiplies it; the level this scan reaches counts from the next one.
    // Read once: the bonus and the campaigns' tier conditions both ask for it.
    const tier = tiersOn ? await tierOf(tx, input.customerId, input.brand) : null;
    const tierBonus = tier
      ? await applyTierEarningBonus(
          tx,
          { customerId: input.customerId, brand: input.brand, baseXp: result.xp, sourceRef: String(packCodeId), tier },
          { recalculateTier: false },
        )
      : null;
    const applied: AppliedCampaign[] = [];
    if (engine && campaignsListen) {
      const scanFact: Omit<FactInput, 'trigger'> = {
        factRef: String(packCodeId),
        customerId: input.customerId,
        brand: input.brand,
        at: input.now ?? new Date(),
        baseXp: result.xp,
        // redeem_pack_code answered these with the credit: the conditions cost no statement of their own.
        items: () => [{ kind: result.kind, variantId: fact.variantId, productId: fact.productId, categoryId: fact.categoryId }],
        firstTime: () => Promise.resolve(fact.firstScan),
        monthScanNumber: () => Promise.resolve(fact.monthScan),
        ...(tiersOn ? { tierLevelId: () => Promise.resolve(tier?.level.id ?? null) } : {}),
      };
      for (const trigger of scanTriggers) {
        applied.push(...(await engine.apply(tx, { ...scanFact, trigger }, { recalculateTier: false })));
      }
    }
    // The code's own credit (redeem_pack_code), the level's bonus and the campaigns' credits: the level follows them
    // once, here, in their transaction, with everything counted.
    if (tiersOn) await recalculateTier(tx, input.customerId, input.brand);
    // Every credit since redeem_pack_code's moved the balance by its own XP, the account row locked by the first of
    // them until commit: the balance after them all is a sum, not another read.
    const added = (tierBonus?.xp ?? 0) + applied.reduce((sum, campaign) => sum + campaign.xp, 0);
    const balance = result.balance === null ? null : result.balance + added;
    return redemptionResult({ ...result, balance }, applied, tierBonus);
  });
}

function redemptionResult(
  result: Awaited<ReturnType<typeof redeemPackCode>>,
  campaigns: AppliedCampaign[],
  tierBonus: RedemptionResult['tierBonus'],
): RedemptionResult {
  if (result.outcome === 'balance_limit') {
    throw new DomainError('balance_limit', 'This balance cannot hold more XP; the code was not used.');
  }
  return { outcome: result.outcome, xp: result.xp, balance: result.balance, campaigns, tierBonus };
}

const refusals: Record<Exclude<ScanOutcome, 'credited'>, () => DomainError> = {
  unknown_code: () => new DomainError('unknown_code', 'There is no such code for this brand.'),
  already_used: () => new DomainError('already_used', 'This code has already been used.'),
  limit_reached: () => new DomainError('limit_reached', 'The monthly limit of scans is reached.'),
};

/** POST /api/scan/redeem: a code as typed or scanned, credited or refused with the outcome's error code. */
export async function redeemScanCode(
  db: Database,
  input: Omit<RedemptionInput, 'code'> & { rawCode: string },
): Promise<RedeemResponse> {
  const code = normalizePackCode(input.rawCode);
  // Not a code we could have printed: a typo or a foreign QR code. Not recorded: the scans log is for real attempts.
  if (!isValidPackCode(code)) {
    throw new DomainError('invalid_code', 'This is not a pack code.', [
      { field: 'body.code', message: 'Expected 10 to 64 letters and digits (spaces and dashes are ignored)' },
    ]);
  }
  const result = await attemptRedemption(db, { ...input, code });
  if (result.outcome !== 'credited') throw refusals[result.outcome]();
  const answer: RedeemResponse = { credited: result.xp, balance: result.balance ?? 0 };
  if (result.campaigns.length > 0) answer.campaigns = result.campaigns.map(({ name, xp }) => ({ name, xp }));
  if (result.tierBonus) answer.tier_bonus = result.tierBonus;
  return answer;
}

/** All but the last 4 characters hidden: the history proves which pack it was without showing a usable code. */
export function maskCode(code: string): string {
  if (code.length <= 4) return '*'.repeat(code.length);
  return `${'*'.repeat(code.length - 4)}${code.slice(-4)}`;
}

export interface MonthCounters {
  /** Credited scans of the customer this month, all kinds. */
  used: number;
  limit: number;
  left: number;
}

export async function monthCounters(db: Database, customerId: number, limit: number, now?: Date): Promise<MonthCounters> {
  const month = await creditedScansSince(db, customerId, kyivMonthStart(now));
  return { used: month.scans, limit, left: Math.max(0, limit - month.scans) };
}

/** scanCount (sticks) / scanCountVelo (velo) of the client. */
export async function scanCountOf(
  db: Database,
  customerId: number,
  kind: ScanKind,
  limit: number,
  now?: Date,
): Promise<ScanCount> {
  const [ofKind, all, subscribed] = await Promise.all([
    creditedScansSince(db, customerId, kyivMonthStart(now), kind),
    monthCounters(db, customerId, limit, now),
    // Customer records are per brand, so this is "an active subscription of that brand".
    hasActiveSubscription(db, customerId),
  ]);
  return {
    // NOTE: the flag only reports the subscription; the monthly scan limit stays the same for subscribers (nothing asks
    // to lift it).
    subscription: subscribed,
    calculation_amount_bonuses: ofKind.xp,
    scan_counter: ofKind.scans,
    scan_balance: all.left,
  };
}

export function scanPercent(counters: MonthCounters): number {
  return Math.min(100, Math.floor((counters.used * 100) / counters.limit));
}

/** 1 сканування, 2 сканування, 5 сканувань, 21 сканування: the app's one word for a scan (docs/decisions/0046). */
export function scansWord(count: number): string {
  return ukrainianPluralForm(count, { one: 'сканування', few: 'сканування', many: 'сканувань' });
}

/** The scan screen's line, from this month's real counters. */
export function scanMessage(counters: MonthCounters, now: Date = new Date()): string {
  if (counters.left === 0) {
    const next = ukrainianMonthGenitive(kyivMonthNumber(now) + 1);
    return `Ліміт сканувань на цей місяць (${counters.limit}) вичерпано. Нові сканування зараховуватимуться з 1 ${next}.`;
  }
  if (counters.used === 0) {
    return `Цього місяця доступно ${counters.left} ${scansWord(counters.left)}: за кожне нараховуємо XP.`;
  }
  return (
    `Цього місяця зараховано ${counters.used} ${scansWord(counters.used)}. ` +
    `Залишилось ${counters.left} ${scansWord(counters.left)} з ${counters.limit}.`
  );
}

export async function scanHistoryOf(db: Database, customerId: number, offset: number): Promise<ScanHistory> {
  const page = await scanHistoryPage(db, customerId, { offset, limit: scanHistoryPageSize });
  return {
    total: page.total,
    scans: page.rows.map((row) => ({
      id: row.id,
      code: maskCode(row.code),
      kind: row.kind,
      outcome: row.outcome,
      xp: row.xp,
      channel: row.channel as ScanChannel,
      upload_id: row.uploadId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The XP of the person's records in both brands. */
export async function fullBalanceOf(db: Database, session: SessionContext): Promise<{ glo: number; ogo: number; total: number }> {
  const [glo, ogo] = await Promise.all(
    (['glo', 'ogo'] as const).map((brand) => {
      const id = session.customerIds[brand];
      return id === null ? Promise.resolve(0) : balanceOf(db, id);
    }),
  );
  return { glo: glo ?? 0, ogo: ogo ?? 0, total: (glo ?? 0) + (ogo ?? 0) };
}

/** A consultant's attribution, set once: the same manager again is fine, another one is a conflict. */
export async function saveManager(
  db: Database,
  input: { customerId: number; brand: Brand; managerId: string; managerFrom: string },
): Promise<void> {
  const { row, created } = await saveManagerOnce(db, input);
  if (!created && row.managerId !== input.managerId) {
    throw new DomainError('manager_already_set', 'A consultant is already attributed to this customer.');
  }
}

/** Stores the photo and queues its decoding in one transaction: there is never an upload without its job. */
export async function createMultiscanUpload(
  db: Database,
  input: { customerId: number; brand: Brand; image: Buffer; imageMime: string; perHour: number; now?: Date },
): Promise<MultiscanUploadRow> {
  const { perHour, now = new Date(), ...values } = input;
  return db.transaction(async (tx) => {
    // The customer's uploads are counted under their scan lock, so parallel uploads cannot all slip under the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(${scanLockNamespace}::integer, ${input.customerId}::integer)`);
    const lastHour = await uploadsSince(tx, input.customerId, new Date(now.getTime() - 3_600_000));
    if (lastHour >= perHour) {
      throw new DomainError('limit_reached', `At most ${perHour} photos an hour; try again later.`);
    }
    const upload = await insertUpload(tx, values);
    await enqueueJob(tx, {
      queue: multiscanQueue,
      payload: { uploadId: upload.id, customerId: upload.customerId },
      dedupeKey: `multiscan:${upload.id}`,
    });
    return upload;
  });
}

/** An upload of the session's person (either brand); anyone else's is 404, never a hint that it exists. */
export async function multiscanStatusOf(db: Database, session: SessionContext, id: string): Promise<MultiscanStatus> {
  const upload = await findUpload(db, id);
  const owners = [session.customerIds.glo, session.customerIds.ogo];
  if (!upload || !owners.includes(upload.customerId)) throw new DomainError('not_found', 'There is no such upload.');
  return {
    upload: {
      id: upload.id,
      status: upload.status,
      codes_found: upload.codesFound,
      credited_xp: upload.creditedXp,
      error: upload.error,
      created_at: upload.createdAt.toISOString(),
      processed_at: upload.processedAt?.toISOString() ?? null,
    },
  };
}

/** How a decoded text is kept in `scans` when it is no code of ours (a barcode of the pack, a foreign QR code). */
export function scannedTextForLog(text: string): string {
  return normalizePackCode(text).slice(0, maxPackCodeLength) || '?';
}
