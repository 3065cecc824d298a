// The Ukrainian label of a ledger entry's reason; a reason this build does not know reads as a plain points operation.
import type { ParseKeys } from 'i18next';

// The ledger's reasons as the server writes them (modules/scan, rewards, marathon, loyalty/adjust and expiry, orders,
// invite, certificates, campaigns, tiers).
const knownReasons = [
  'scan',
  'multiscan',
  'quiz',
  'reward',
  'reward_return',
  'adjustment',
  'order',
  'order_refund',
  'referral',
  'referral_reversal',
  'certificate',
  'expiry',
  'campaign',
  'campaign_reversal',
  'tier_bonus',
] as const;
type KnownReason = (typeof knownReasons)[number];

function isKnownReason(reason: string): reason is KnownReason {
  return (knownReasons as readonly string[]).includes(reason);
}

/** The row's title in customer words; an adjustment says whether support credited or took points (by its sign). */
export function ledgerReasonKey(reason: string, amount = 0): ParseKeys {
  if (reason === 'adjustment' && amount < 0) return 'bonusHistory.reasons.adjustmentDebit';
  return isKnownReason(reason) ? `bonusHistory.reasons.${reason}` : 'bonusHistory.reasons.other';
}

/** Reasons whose note is a name the operator gave (a campaign's, a level's): written in «», as everywhere else. */
const namedReasons: readonly string[] = ['campaign', 'campaign_reversal', 'tier_bonus'];

/**
 * Reasons whose note is for staff only: an adjustment's is the operator's internal "why" (decision 0075). The server
 * no longer sends it; an older server's is not shown either.
 */
const internalNoteReasons: readonly string[] = ['adjustment'];

/**
 * The note of an entry as the history shows it: a campaign's or a level's name in «», anything else as written. A
 * scan's row says what was scanned before the code's tail ("Стіки · …0007"), given the kind's word.
 */
export function ledgerNote(reason: string, note: string, kindWord = ''): string {
  if (internalNoteReasons.includes(reason)) return '';
  if (kindWord) return note ? `${kindWord} · ${note}` : kindWord;
  return note && namedReasons.includes(reason) ? `«${note}»` : note;
}

/** Where a part stands in its row: the code's own credit, then the level's extra XP, then the campaigns. */
const partRank = (reason: string): number =>
  reason === 'scan' || reason === 'multiscan' ? 0 : reason === 'tier_bonus' ? 1 : reason === 'campaign' ? 2 : 3;

/** The parts of a row in the order a customer reads them (base credit, level bonus, campaigns), whatever the ledger's. */
export function partsInReadingOrder<Part extends { reason: string }>(parts: readonly Part[]): Part[] {
  return [...parts].sort((a, b) => partRank(a.reason) - partRank(b.reason));
}

/**
 * What one part of a row of several (a scan with its level bonus and campaigns) says after its amount: "за код",
 * "за «×2 на стіки»", "за рівень «Золотий»"; an entry of another reason says its reason.
 */
export function ledgerPartKey(reason: string): { key: ParseKeys; named: boolean } {
  if (reason === 'scan' || reason === 'multiscan') return { key: 'bonusHistory.parts.code', named: false };
  if (reason === 'campaign') return { key: 'bonusHistory.parts.campaign', named: true };
  if (reason === 'tier_bonus') return { key: 'bonusHistory.parts.tier', named: true };
  return { key: 'bonusHistory.parts.other', named: false };
}
