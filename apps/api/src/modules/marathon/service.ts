// Marathon quizzes: campaigns without their answer key, scoring an attempt, and the XP reward once per customer.
import type { Brand } from '@loyalty/contracts/brand';
import type { QuizCampaign } from '@loyalty/contracts/points';
import type { Database, Executor } from '@loyalty/db/client';
import type { QuizCampaignRow, QuizQuestion } from '@loyalty/db/schema';
import type { FieldError } from '@loyalty/contracts/errors';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { findCampaign, hasAttempt, insertAttempt, listCampaigns, passedCampaignIds } from './repository.ts';

export type CampaignStatus = QuizCampaign['status'];

/** Starts inclusive, ends exclusive. */
export function campaignStatusAt(campaign: Pick<QuizCampaignRow, 'startsAt' | 'endsAt'>, now: Date): CampaignStatus {
  if (now < campaign.startsAt) return 'upcoming';
  if (now >= campaign.endsAt) return 'ended';
  return 'active';
}

/** The campaign as the client sees it. Questions are rebuilt field by field, so correctIndex can never leak. */
function campaignOf(row: QuizCampaignRow, now: Date, completed: boolean): QuizCampaign {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    xp_reward: row.xpReward,
    pass_score: row.passScore,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: campaignStatusAt(row, now),
    completed,
    questions: row.questions.map((question) => ({ id: question.id, text: question.text, options: [...question.options] })),
  };
}

export async function getCampaigns(
  executor: Executor,
  brand: Brand,
  customerId: number,
  now: Date = new Date(),
): Promise<{ campaigns: QuizCampaign[] }> {
  const rows = await listCampaigns(executor, brand);
  const passed = await passedCampaignIds(
    executor,
    customerId,
    rows.map((row) => row.id),
  );
  return { campaigns: rows.map((row) => campaignOf(row, now, passed.has(row.id))) };
}

/** Every question answered with one of its options, and nothing else: a 400 naming each bad field otherwise. */
function validateAnswers(questions: QuizQuestion[], answers: Record<string, number>): void {
  const fields: FieldError[] = [];
  const known = new Set(questions.map((question) => question.id));
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) {
      fields.push({ field: `body.answers.${question.id}`, message: 'This question is not answered' });
    } else if (answer >= question.options.length) {
      fields.push({ field: `body.answers.${question.id}`, message: `Expected an option index below ${question.options.length}` });
    }
  }
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) fields.push({ field: `body.answers.${id}`, message: 'No such question in this campaign' });
  }
  if (fields.length > 0) throw new DomainError('validation_failed', 'Some answers are missing or invalid.', fields);
}

export interface AnswerResult {
  score: number;
  passed: boolean;
  credited: number;
  balance: number;
}

function alreadyAnswered(): DomainError {
  return new DomainError('already_answered', 'You have already answered this marathon.');
}

/**
 * Scores the customer's one attempt at an active campaign and stores it (with unlimited attempts, blind
 * guessing reached full marks; a second attempt now answers 409 `already_answered`, with no score to probe). A pass
 * credits xp_reward through the ledger under the source `${campaignId}:${customerId}`.
 */
export async function answerCampaign(
  db: Database,
  brand: Brand,
  customerId: number,
  campaignId: number,
  answers: Record<string, number>,
  now: Date = new Date(),
): Promise<AnswerResult> {
  const campaign = await findCampaign(db, brand, campaignId);
  if (!campaign) throw notFound(`No ${brand} marathon ${campaignId}.`);
  const status = campaignStatusAt(campaign, now);
  if (status !== 'active') {
    throw new DomainError(
      'campaign_not_active',
      status === 'upcoming' ? 'This marathon has not started yet.' : 'This marathon has ended.',
    );
  }
  validateAnswers(campaign.questions, answers);
  if (await hasAttempt(db, campaign.id, customerId)) throw alreadyAnswered();
  const score = campaign.questions.filter((question) => answers[question.id] === question.correctIndex).length;
  const passed = score >= campaign.passScore;

  return db.transaction(async (tx) => {
    let credited = 0;
    let balance: number | undefined;
    if (passed && campaign.xpReward > 0) {
      const credit = await creditXp(tx, {
        customerId,
        brand,
        amount: campaign.xpReward,
        reason: 'quiz',
        sourceType: 'quiz',
        sourceRef: `${campaign.id}:${customerId}`,
        note: campaign.title,
      });
      credited = credit.duplicate ? 0 : campaign.xpReward;
      balance = credit.balance;
    }
    // A parallel first attempt committed between the check above and here: this one is refused, its credit rolled back.
    const stored = await insertAttempt(tx, { campaignId: campaign.id, customerId, answers, score, passed, creditedXp: credited });
    if (!stored) throw alreadyAnswered();
    return { score, passed, credited, balance: balance ?? (await balanceOf(tx, customerId)) };
  });
}
