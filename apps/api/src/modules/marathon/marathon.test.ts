import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marathonAnswerResponseSchema, marathonResponseSchema } from '@loyalty/contracts/points';
import { quizAttempts, quizCampaigns, xpLedger, type QuizCampaignRow } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { balanceOf } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { campaignStatusAt } from './service.ts';

let testApp: TestApp;
let person: TestAccount;
let gloOnly: TestAccount;
const dayMs = 86_400_000;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380671130001' });
  gloOnly = await createAccount(testApp, { phone: '+380671130002', brands: ['glo'] });
});
afterAll(() => testApp.close());

function getCampaigns(account: TestAccount | null, query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/marathon${query}`, headers: account ? account.headers : apiHeaders });
}

function answer(account: TestAccount | null, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/marathon/answer',
    headers: account ? account.headers : apiHeaders,
    payload: payload as object,
  });
}

async function campaignOf(brand: 'glo' | 'ogo', status: 'active' | 'ended'): Promise<QuizCampaignRow> {
  const rows = await testApp.database.db.select().from(quizCampaigns).where(eq(quizCampaigns.brand, brand));
  const row = rows.find((campaign) => campaignStatusAt(campaign, new Date()) === status);
  if (!row) throw new Error(`no ${status} ${brand} campaign`);
  return row;
}

function correctAnswers(campaign: QuizCampaignRow): Record<string, number> {
  return Object.fromEntries(campaign.questions.map((question) => [question.id, question.correctIndex]));
}

/** Wrong answers to all questions but the first `right` ones. */
function answersWithScore(campaign: QuizCampaignRow, right: number): Record<string, number> {
  return Object.fromEntries(
    campaign.questions.map((question, index) => [
      question.id,
      index < right ? question.correctIndex : (question.correctIndex + 1) % question.options.length,
    ]),
  );
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

describe('GET /api/marathon', () => {
  it('needs a session, a valid brand and a record in it', async () => {
    expect((await getCampaigns(null, '?product=glo')).statusCode).toBe(401);
    const missing = await getCampaigns(person, '');
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['query.product']);
    expect((await getCampaigns(gloOnly, '?product=ogo')).statusCode).toBe(404);
  });

  it("lists the brand's campaigns with their status, and never the correct answers", async () => {
    const response = await getCampaigns(person, '?product=glo');
    expect(response.statusCode).toBe(200);
    const body = marathonResponseSchema.parse(response.json());
    expect(body.campaigns.map((campaign) => campaign.status).sort()).toEqual(['active', 'ended']);
    for (const campaign of body.campaigns) {
      expect(campaign.completed).toBe(false);
      expect(campaign.questions.length).toBeGreaterThan(0);
      for (const question of campaign.questions) expect(Object.keys(question).sort()).toEqual(['id', 'options', 'text']);
    }
    // Nowhere in the raw answer either, under any name.
    expect(response.body).not.toMatch(/correct/i);
    const ogo = marathonResponseSchema.parse((await getCampaigns(person, '?product=ogo')).json());
    const gloIds = new Set(body.campaigns.map((campaign) => campaign.id));
    expect(ogo.campaigns.every((campaign) => !gloIds.has(campaign.id))).toBe(true);
  });

  it('calls a campaign upcoming before its start', async () => {
    const now = new Date();
    const campaign = { startsAt: new Date(now.getTime() + dayMs), endsAt: new Date(now.getTime() + 2 * dayMs) };
    expect(campaignStatusAt(campaign, now)).toBe('upcoming');
    expect(campaignStatusAt(campaign, campaign.startsAt)).toBe('active');
    expect(campaignStatusAt(campaign, campaign.endsAt)).toBe('ended');
  });
});

describe('POST /api/marathon/answer', () => {
  it('rejects bad input naming the field', async () => {
    const campaign = await campaignOf('glo', 'active');
    expect((await answer(null, { campaign_id: campaign.id, answers: correctAnswers(campaign), product: 'glo' })).statusCode).toBe(
      401,
    );
    const noCampaign = await answer(person, { answers: {}, product: 'glo' });
    expect(noCampaign.statusCode).toBe(400);
    expect(fieldsOf(noCampaign)).toEqual(['body.campaign_id']);
    const badAnswer = await answer(person, { campaign_id: campaign.id, answers: { q1: 'two' }, product: 'glo' });
    expect(badAnswer.statusCode).toBe(400);
    expect(fieldsOf(badAnswer)).toEqual(['body.answers.q1']);
    const negative = await answer(person, { campaign_id: campaign.id, answers: { q1: -1 }, product: 'glo' });
    expect(fieldsOf(negative)).toEqual(['body.answers.q1']);
    expect(fieldsOf(await answer(person, { campaign_id: campaign.id, answers: {} }))).toEqual(['body.product']);
  });

  it('names every unanswered question, an unknown question and an option out of range', async () => {
    const campaign = await campaignOf('glo', 'active');
    const [first, second, ...rest] = campaign.questions;
    const partial = Object.fromEntries(rest.map((question) => [question.id, 0]));
    const response = await answer(person, {
      campaign_id: campaign.id,
      answers: { ...partial, [first!.id]: first!.options.length, extra: 0 },
      product: 'glo',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).sort()).toEqual(
      [`body.answers.${first!.id}`, `body.answers.${second!.id}`, 'body.answers.extra'].sort(),
    );
    const [attempt] = await testApp.database.db.select().from(quizAttempts).where(eq(quizAttempts.customerId, person.ids.glo!));
    expect(attempt).toBeUndefined();
  });

  it("answers 404 for an unknown campaign or another brand's, 409 for an ended one", async () => {
    const ogoCampaign = await campaignOf('ogo', 'active');
    expect(
      (await answer(person, { campaign_id: ogoCampaign.id, answers: correctAnswers(ogoCampaign), product: 'glo' })).statusCode,
    ).toBe(404);
    expect((await answer(person, { campaign_id: 999_999, answers: {}, product: 'glo' })).statusCode).toBe(404);
    const ended = await campaignOf('glo', 'ended');
    const refused = await answer(person, { campaign_id: ended.id, answers: correctAnswers(ended), product: 'glo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('campaign_not_active');
    expect(await balanceOf(testApp.database.db, person.ids.glo!)).toBe(0);
  });

  it('refuses an upcoming campaign', async () => {
    const [upcoming] = await testApp.database.db
      .insert(quizCampaigns)
      .values({
        brand: 'glo',
        slug: 'glo-test-upcoming',
        title: 'Ще не почався',
        description: 'Тест',
        xpReward: 10,
        passScore: 1,
        questions: [{ id: 'q1', text: 'Так?', options: ['Так', 'Ні'], correctIndex: 0 }],
        startsAt: new Date(Date.now() + dayMs),
        endsAt: new Date(Date.now() + 2 * dayMs),
      })
      .returning();
    const response = await answer(person, { campaign_id: upcoming!.id, answers: { q1: 0 }, product: 'glo' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('campaign_not_active');
  });

  it('scores one attempt per customer and campaign: a failed one cannot be retried by guessing', async () => {
    const customerId = person.ids.glo!;
    const campaign = await campaignOf('glo', 'active');

    const failed = await answer(person, {
      campaign_id: campaign.id,
      answers: answersWithScore(campaign, campaign.passScore - 1),
      product: 'glo',
    });
    expect(failed.statusCode).toBe(200);
    expect(marathonAnswerResponseSchema.parse(failed.json())).toEqual({
      score: campaign.passScore - 1,
      passed: false,
      credited: 0,
      balance: 0,
    });

    // Any later attempt, right or wrong, sequential or parallel: 409 with no score to learn from.
    const again = await answer(person, { campaign_id: campaign.id, answers: correctAnswers(campaign), product: 'glo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_answered');
    expect(JSON.stringify(again.json())).not.toContain('score');
    const retries = await Promise.all(
      [1, 2, 3].map(() => answer(person, { campaign_id: campaign.id, answers: correctAnswers(campaign), product: 'glo' })),
    );
    for (const retry of retries) expect(retry.statusCode).toBe(409);

    expect(await balanceOf(testApp.database.db, customerId)).toBe(0);
    const attempts = await testApp.database.db.select().from(quizAttempts).where(eq(quizAttempts.customerId, customerId));
    expect(attempts).toHaveLength(1);
  });

  it('credits a pass once; parallel first attempts store one', async () => {
    const passer = await createAccount(testApp, { phone: '+380675540099' });
    const customerId = passer.ids.glo!;
    const campaign = await campaignOf('glo', 'active');
    const attempts = await Promise.all(
      [1, 2, 3].map(() => answer(passer, { campaign_id: campaign.id, answers: correctAnswers(campaign), product: 'glo' })),
    );
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = attempts.find((attempt) => attempt.statusCode === 200)!;
    expect(winner.json()).toEqual({
      score: campaign.questions.length,
      passed: true,
      credited: campaign.xpReward,
      balance: campaign.xpReward,
    });
    expect(await balanceOf(testApp.database.db, customerId)).toBe(campaign.xpReward);
    const entries = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.customerId, customerId), eq(xpLedger.sourceType, 'quiz')));
    expect(entries).toEqual([
      expect.objectContaining({ sourceRef: `${campaign.id}:${customerId}`, amount: campaign.xpReward, reason: 'quiz' }),
    ]);
    const listed = marathonResponseSchema.parse((await getCampaigns(passer, '?product=glo')).json());
    expect(listed.campaigns.find((item) => item.id === campaign.id)?.completed).toBe(true);
  });

  it("credits each customer once, in the brand's own balance", async () => {
    const campaign = await campaignOf('ogo', 'active');
    const response = await answer(person, { campaign_id: campaign.id, answers: correctAnswers(campaign), product: 'ogo' });
    expect(response.json()).toMatchObject({ passed: true, credited: campaign.xpReward, balance: campaign.xpReward });
    const other = await createAccount(testApp, { phone: '+380671130003', brands: ['ogo'] });
    const second = await answer(other, { campaign_id: campaign.id, answers: correctAnswers(campaign), product: 'ogo' });
    expect(second.json()).toMatchObject({ credited: campaign.xpReward, balance: campaign.xpReward });
  });
});
