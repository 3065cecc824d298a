// The customer's history shows one row per fact (docs/decisions/0073): a scan's own credit, the extra XP of the level
// and every campaign credit the scan caused are one row, "+20 XP", with its parts inside. The ledger keeps them as
// separate entries (one per source, so each stays idempotent); the read side joins them by the fact they came from.
import type { BonusTransaction, BonusTransactionPart } from '@loyalty/contracts/loyalty';
import { triggersWithBaseXp } from '@loyalty/domain/campaigns';
import { campaignReversalSourceType, campaignSourceType } from '../campaigns/engine.ts';
import { packCodeSourceType } from '../scan/service.ts';
import { tierBonusSourceType } from '../tiers/earning-bonus.ts';
import type { LedgerPageRow } from './repository.ts';

/**
 * The fact an entry belongs to. A pack code's credit and its level's extra XP carry the code's id; a campaign's credit
 * carries `<campaign>:<fact type>:<fact ref>`, and the fact of a scan trigger is that same code. Every other entry is a
 * fact of its own. A reversal never joins the credit it takes back.
 */
export function factOf(entry: Pick<LedgerPageRow, 'id' | 'sourceType' | 'sourceRef'>): string {
  if (entry.sourceType === packCodeSourceType || entry.sourceType === tierBonusSourceType) return `scan:${entry.sourceRef}`;
  if (entry.sourceType === campaignSourceType || entry.sourceType === campaignReversalSourceType) {
    const [, factType = '', ...ref] = entry.sourceRef.split(':');
    const factRef = ref.join(':');
    const scan = (triggersWithBaseXp as readonly string[]).includes(factType);
    if (entry.sourceType === campaignSourceType && scan) return `scan:${factRef}`;
    return `${entry.sourceType}:${scan ? 'scan' : factType}:${factRef}`;
  }
  return `entry:${entry.id}`;
}

/** "*********0001" as the scan wrote it → "…0001": the tail proves which pack it was, and reads as no card number. */
export function codeTail(note: string): string {
  const masked = /^\*+([^*]{1,4})$/.exec(note);
  return masked ? `…${masked[1]}` : note;
}

/**
 * Reasons whose note is written by staff for staff: an adjustment's note is the operator's own "why" (back-office and
 * `ops xp:adjust`), internal and possibly about the customer, so the customer's history never carries it
 * (docs/decisions/0075).
 */
const internalNoteReasons: ReadonlySet<string> = new Set(['adjustment']);

/** The note as the customer may read it. */
export function customerNote(entry: Pick<LedgerPageRow, 'reason' | 'sourceType' | 'note'>): string {
  if (internalNoteReasons.has(entry.reason)) return '';
  return entry.sourceType === packCodeSourceType ? codeTail(entry.note) : entry.note;
}

function partOf(entry: LedgerPageRow): BonusTransactionPart {
  return { amount: entry.amount, reason: entry.reason, note: customerNote(entry) };
}

/**
 * Entries newest first → rows newest first. Neighbouring entries of one fact (written in one transaction) make one
 * row: the sum, the reason and note of the fact's first entry (the code's own credit), the balance after the last,
 * the id of the first, and `parts` in the order they were credited. A lone entry is a row as before, without parts.
 */
export function historyRows(entries: readonly LedgerPageRow[]): BonusTransaction[] {
  const groups: LedgerPageRow[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.[0] && factOf(last[0]) === factOf(entry)) last.push(entry);
    else groups.push([entry]);
  }
  return groups.map((group) => {
    const written = [...group].reverse();
    const first = written[0]!;
    const newest = group[0]!;
    const part = partOf(first);
    const row: BonusTransaction = {
      id: first.id,
      amount: group.reduce((sum, entry) => sum + entry.amount, 0),
      reason: part.reason,
      note: part.note,
      balance_after: newest.balanceAfter,
      created_at: first.createdAt.toISOString(),
    };
    if (group.length > 1) row.parts = written.map(partOf);
    if (first.kind) row.kind = first.kind;
    return row;
  });
}

/** Whether two neighbouring entries (newest first) are one row. */
export function sameRow(newer: LedgerPageRow, older: LedgerPageRow): boolean {
  return factOf(newer) === factOf(older);
}
