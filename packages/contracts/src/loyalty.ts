// XP calls of spec section 7 (Common): the balance of a brand and its ledger history with the summary.
import { z } from 'zod';
import { brandSchema } from './brand.ts';

/** `v` names the brand, as the spec's call does. */
export const getBalanceQuerySchema = z.object({ v: brandSchema });
export type GetBalanceQuery = z.infer<typeof getBalanceQuerySchema>;
/** Days ahead that `expiring` of get-balance looks. */
export const expiringHorizonDays = 90;
/** Points that expire on `date` (YYYY-MM-DD, Kyiv) unless spent first. */
export const expiringPointsSchema = z.object({ amount: z.number().int().positive(), date: z.string() });
export type ExpiringPoints = z.infer<typeof expiringPointsSchema>;
/** `expiring`: what expires in the next 90 days, soonest first; empty when points never expire (POINTS_EXPIRY_MONTHS=0). */
export const balanceResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  // An older server sends no `expiring`: nothing expires there.
  expiring: z.array(expiringPointsSchema).default([]),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const historyPageLimit = { default: 20, max: 100 } as const;

/** The cursor is opaque to the client: it sends back `next_cursor` as it got it (today the last entry id). */
export const historyCursorSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'expected a next_cursor from an earlier page');

export const getBonusHistoryQuerySchema = z.object({
  shop: brandSchema,
  cursor: historyCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(historyPageLimit.max).default(historyPageLimit.default),
});
export type GetBonusHistoryQuery = z.infer<typeof getBonusHistoryQuerySchema>;

/** One ledger entry inside a row of several: what it added, why (a ledger reason) and its note. */
export const bonusTransactionPartSchema = z.object({
  amount: z.number().int(),
  reason: z.string(),
  note: z.string(),
});
export type BonusTransactionPart = z.infer<typeof bonusTransactionPartSchema>;

/**
 * One row of the history: amount is signed (+ credit, - debit); created_at is ISO 8601. A row is one fact: the ledger
 * entries one scan wrote (the code's credit, its level's extra XP, the campaigns it triggered) are one row whose amount
 * is their sum, with `parts` in the order they were credited; a row of a single entry has no `parts`.
 */
export const bonusTransactionSchema = z.object({
  id: z.number().int().positive(),
  amount: z.number().int(),
  reason: z.string(),
  note: z.string(),
  balance_after: z.number().int().nonnegative(),
  created_at: z.string(),
  parts: z.array(bonusTransactionPartSchema).optional(),
  /** Of a scan's row, what the code was printed on (sticks or velo); absent on every other row. */
  kind: z.enum(['sticks', 'velo']).optional(),
});
export type BonusTransaction = z.infer<typeof bonusTransactionSchema>;

/**
 * earned: all credits; spent: all debits but expiry, as a positive number; expired: points that expired;
 * current: the balance (earned - spent - expired).
 */
export const bonusSummarySchema = z.object({
  earned: z.number().int().nonnegative(),
  spent: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative().default(0),
  current: z.number().int().nonnegative(),
});
export type BonusSummary = z.infer<typeof bonusSummarySchema>;

export const bonusHistoryResponseSchema = z.object({
  transactions: z.array(bonusTransactionSchema),
  next_cursor: z.string().nullable(),
  summary: bonusSummarySchema,
});
export type BonusHistoryResponse = z.infer<typeof bonusHistoryResponseSchema>;
