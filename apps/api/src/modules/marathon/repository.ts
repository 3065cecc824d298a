// SQL of the marathon: quiz campaigns of a brand and the attempts of customers.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { quizAttempts, quizCampaigns, type QuizAttemptRow, type QuizCampaignRow } from '@loyalty/db/schema';

export async function listCampaigns(executor: Executor, brand: Brand): Promise<QuizCampaignRow[]> {
  return executor
    .select()
    .from(quizCampaigns)
    .where(eq(quizCampaigns.brand, brand))
    .orderBy(desc(quizCampaigns.startsAt), desc(quizCampaigns.id));
}

/** A campaign of the brand; another brand's campaign is as unknown as a missing one. */
export async function findCampaign(executor: Executor, brand: Brand, id: number): Promise<QuizCampaignRow | undefined> {
  const [row] = await executor
    .select()
    .from(quizCampaigns)
    .where(and(eq(quizCampaigns.id, id), eq(quizCampaigns.brand, brand)))
    .limit(1);
  return row;
}

/** Ids among `campaignIds` the customer has passed. */
export async function passedCampaignIds(executor: Executor, customerId: number, campaignIds: number[]): Promise<Set<number>> {
  if (campaignIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ campaignId: quizAttempts.campaignId })
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.customerId, customerId), eq(quizAttempts.passed, true), inArray(quizAttempts.campaignId, campaignIds)),
    );
  return new Set(rows.map((row) => row.campaignId));
}

export async function insertAttempt(
  executor: Executor,
  values: Pick<QuizAttemptRow, 'campaignId' | 'customerId' | 'answers' | 'score' | 'passed' | 'creditedXp'>,
): Promise<QuizAttemptRow | undefined> {
  // undefined: the customer has an attempt at this campaign already (one per customer and campaign).
  const [row] = await executor
    .insert(quizAttempts)
    .values(values)
    .onConflictDoNothing({ target: [quizAttempts.campaignId, quizAttempts.customerId] })
    .returning();
  return row;
}

export async function hasAttempt(executor: Executor, campaignId: number, customerId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.campaignId, campaignId), eq(quizAttempts.customerId, customerId)))
    .limit(1);
  return row !== undefined;
}
