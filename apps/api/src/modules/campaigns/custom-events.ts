// Custom events (decision 0070): a customer's event reported from the ops command line (a quiz won at a stand, a
// promotion taken part in offline) is a fact of its own, recorded once per (name, ref) in the transaction of the
// campaign effects it triggers, so the preview replays it like a scan or an order. The table is this module's.
import type { AppliedCampaign } from '@loyalty/contracts/campaigns';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor, Transaction } from '@loyalty/db/client';
import { campaignCustomEvents, type CampaignCustomEventRow } from '@loyalty/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { CampaignEngine } from './engine.ts';

export interface CustomEventInput {
  name: string;
  ref: string;
  customerId: number;
  brand: Brand;
  at: Date;
}

/** The fact ref a custom event's credits carry (decision 0059): the same reference never credits twice. */
export function customEventFactRef(name: string, ref: string): string {
  return `${name}:${ref}`;
}

/** Records the event; null when its (name, ref) was recorded before (the command replayed). */
export async function recordCustomEvent(executor: Executor, input: CustomEventInput): Promise<CampaignCustomEventRow | null> {
  const [row] = await executor
    .insert(campaignCustomEvents)
    .values(input)
    .onConflictDoNothing({ target: [campaignCustomEvents.name, campaignCustomEvents.ref] })
    .returning();
  return row ?? null;
}

export async function findCustomEvent(executor: Executor, name: string, ref: string): Promise<CampaignCustomEventRow | null> {
  const [row] = await executor
    .select()
    .from(campaignCustomEvents)
    .where(and(eq(campaignCustomEvents.name, name), eq(campaignCustomEvents.ref, ref)));
  return row ?? null;
}

export type CustomEventReport =
  | { recorded: true; event: CampaignCustomEventRow; credited: AppliedCampaign[] }
  | { recorded: false; event: CampaignCustomEventRow; credited: [] };

/**
 * Reports a custom event in the caller's transaction: recorded, then applied to the running campaigns of its name. An
 * event recorded before (the same name and ref, whoever it was for) is a replay: it records, credits and sends nothing,
 * and the answer names the earlier record.
 */
export async function reportCustomEvent(
  tx: Transaction,
  engine: CampaignEngine,
  input: CustomEventInput,
): Promise<CustomEventReport> {
  const event = await recordCustomEvent(tx, input);
  if (!event) {
    const earlier = await findCustomEvent(tx, input.name, input.ref);
    if (!earlier) throw new Error('custom event conflicted but is not there');
    return { recorded: false, event: earlier, credited: [] };
  }
  const credited = await engine.apply(tx, {
    trigger: 'custom_event',
    factRef: customEventFactRef(input.name, input.ref),
    customerId: input.customerId,
    brand: input.brand,
    at: event.at,
    baseXp: 0,
    items: () => [],
    eventName: input.name,
  });
  return { recorded: true, event, credited };
}

/**
 * A page of a brand's events of one name in [from, to), in (time, id) order after `after`, keyed by the time in
 * microseconds since the epoch (exact, so no row is skipped or repeated between pages): the preview's facts.
 */
export async function customEventFactsPage(
  executor: Executor,
  input: {
    brand: Brand;
    name: string;
    from: Date;
    to: Date;
    after: { atUs: number; id: number } | null;
    limit: number;
  },
): Promise<{ id: number; customerId: number; atUs: number }[]> {
  const after = input.after
    ? sql`and (e.at, e.id) > (timestamptz 'epoch' + ${input.after.atUs}::int8 * interval '1 microsecond', ${input.after.id}::int8)`
    : sql``;
  const result = (await executor.execute(
    sql`select e.id, e.customer_id, (extract(epoch from e.at) * 1000000)::int8 as at_us from campaign_custom_events e
        where e.brand = ${input.brand} and e.name = ${input.name}
          and e.at >= ${input.from.toISOString()} and e.at < ${input.to.toISOString()} ${after}
        order by e.at, e.id
        limit ${input.limit}`,
  )) as { rows: { id: number | string; customer_id: number; at_us: number | string }[] };
  return result.rows.map((row) => ({ id: Number(row.id), customerId: row.customer_id, atUs: Number(row.at_us) }));
}
