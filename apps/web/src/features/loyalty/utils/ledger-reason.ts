// The Ukrainian label of a ledger entry's reason; a reason this build does not know reads as a plain points operation.
import type { ParseKeys } from 'i18next';

// The ledger's reasons as the server writes them (modules/scan, rewards, marathon, loyalty/adjust and expiry, orders,
// invite, certificates, campaigns, tiers).
const knownReasons = [
  'scan',
  'multiscan',
  'quiz',
  'reward',
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

export function ledgerReasonKey(reason: string): ParseKeys {
  return isKnownReason(reason) ? `bonusHistory.reasons.${reason}` : 'bonusHistory.reasons.other';
}
