// A reward that is exchanged reaches the customer (decision 0084): the branch it goes to is checked and stored with the
// debit, the customer follows it in «Мої нагороди», and support moves it (sent with a waybill, received, cancelled with
// the XP back once), each move audited in its own transaction.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { adminRewardRedemptionActionResponseSchema, adminRewardRedemptionListResponseSchema } from '@loyalty/contracts/admin';
import { myRedemptionsResponseSchema, redeemRewardResponseSchema } from '@loyalty/contracts/points';
import { auditLog, rewardRedemptions, rewards, xpLedger, type RewardRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { moveRedemption, redemptionTransitionAllowed, redemptionTransitions } from './hand-over.ts';

const office = useBackOfficeHarness({ seed: true });
const { as } = office;
const db = () => office.testApp.database.db;
let seq = 0;

async function customer(brand: Brand = 'glo', xp = 10_000): Promise<TestAccount & { id: number }> {
  seq += 1;
  const account = await createAccount(office.testApp, { phone: `+3806733300${String(seq).padStart(2, '0')}`, brands: [brand] });
  const id = account.ids[brand]!;
  await db().transaction((tx) =>
    creditXp(tx, { customerId: id, brand, amount: xp, reason: 'adjustment', sourceType: 'test', sourceRef: `hand-over-${id}` }),
  );
  return { ...account, id };
}

function directory() {
  return office.testApp.app.delivery.directory();
}

function kyiv() {
  const city = directory()
    .searchCities('', 6)
    .find((entry) => entry.name === 'Київ')!;
  return { city, branch: directory().branches(city.ref)[0]! };
}

/** A city other than Kyiv with a branch: its branch is "a branch of another city" for Kyiv. */
function otherCityBranch() {
  const city = directory()
    .searchCities('', 6)
    .find((entry) => entry.name !== 'Київ' && directory().branches(entry.ref).length > 0)!;
  return directory().branches(city.ref)[0]!;
}

const recipient = { first_name: 'Леся', last_name: 'Українка', phone: '+380671234567' };

async function limitedReward(brand: Brand = 'glo', stock = 5): Promise<RewardRow> {
  seq += 1;
  const [row] = await db()
    .insert(rewards)
    .values({ brand, title: `Кепка ${seq}`, description: 'Кепка', imageSrc: '/media/cap.svg', xpPrice: 300, stock })
    .returning();
  return row!;
}

function redeem(account: TestAccount, body: Record<string, unknown>) {
  return office.testApp.app.inject({ method: 'POST', url: '/api/exchange/redeem', headers: account.headers, payload: body });
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

async function stockOf(id: number): Promise<number | null> {
  const [row] = await db().select({ stock: rewards.stock }).from(rewards).where(eq(rewards.id, id));
  return row!.stock;
}

async function redemptionsOf(customerId: number): Promise<number> {
  const [row] = await db().select({ value: count() }).from(rewardRedemptions).where(eq(rewardRedemptions.customerId, customerId));
  return row?.value ?? 0;
}

async function placed(account: TestAccount & { id: number }, reward: RewardRow) {
  const { city, branch } = kyiv();
  const response = await redeem(account, {
    reward_id: reward.id,
    product: reward.brand,
    delivery: { cityRef: city.ref, branchRef: branch.ref },
    recipient,
  });
  expect(response.statusCode, response.body).toBe(200);
  return redeemRewardResponseSchema.parse(response.json()).redemption;
}

function staffPost(
  url: string,
  payload: Record<string, unknown>,
  role: 'support' | 'admin' | 'moderator' | 'marketing' = 'support',
) {
  return office.testApp.app.inject({ method: 'POST', url, headers: as(role), payload });
}

describe('redeeming with a delivery', () => {
  it('stores the branch as the directory names it, with the recipient, in the transaction of the debit', async () => {
    const account = await customer();
    const reward = await limitedReward();
    const { city, branch } = kyiv();
    const response = await redeem(account, {
      reward_id: reward.id,
      product: 'glo',
      // Names the client might send are not read: only the Refs.
      delivery: { cityRef: city.ref, branchRef: branch.ref, city: 'Вигадане', branch: 'Вигадане №1' },
      recipient: { ...recipient, first_name: '  Леся ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { redemption, balance } = redeemRewardResponseSchema.parse(response.json());
    expect(balance).toBe(10_000 - 300);
    expect(redemption.status).toBe('placed');
    expect(redemption.waybill_number).toBeNull();
    expect(redemption.delivery).toEqual({
      city_ref: city.ref,
      city: city.name,
      branch_ref: branch.ref,
      branch_number: branch.number,
      branch: branch.description,
      first_name: 'Леся',
      last_name: 'Українка',
      phone: '+380671234567',
    });
    const [row] = await db().select().from(rewardRedemptions).where(eq(rewardRedemptions.id, redemption.id));
    expect(row?.delivery?.cityName).toBe(city.name);
  });

  it('refuses bad input naming the field, and writes nothing: no redemption, no debit, no unit taken', async () => {
    const account = await customer();
    const reward = await limitedReward();
    const { city, branch } = kyiv();
    const good = { reward_id: reward.id, product: 'glo', delivery: { cityRef: city.ref, branchRef: branch.ref }, recipient };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, delivery: undefined }, 400, 'body.delivery'],
      [{ ...good, recipient: undefined }, 400, 'body.recipient'],
      [{ ...good, delivery: { cityRef: city.ref } }, 400, 'body.delivery.branchRef'],
      [{ ...good, delivery: { cityRef: 'Київ', branchRef: branch.ref } }, 400, 'body.delivery.cityRef'],
      [{ ...good, recipient: { ...recipient, phone: 'дзвоніть' } }, 400, 'body.recipient.phone'],
      [{ ...good, recipient: { ...recipient, last_name: ' ' } }, 400, 'body.recipient.last_name'],
      [
        { ...good, delivery: { cityRef: '00000000-0000-0000-0000-000000000000', branchRef: branch.ref } },
        422,
        'body.delivery.cityRef',
      ],
      [{ ...good, delivery: { cityRef: city.ref, branchRef: otherCityBranch().ref } }, 422, 'body.delivery.branchRef'],
    ];
    for (const [body, status, field] of cases) {
      const response = await redeem(account, body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(status);
      expect(fieldsOf(response)).toEqual([field]);
    }
    expect(await redemptionsOf(account.id)).toBe(0);
    expect(await balanceOf(db(), account.id)).toBe(10_000);
    expect(await stockOf(reward.id)).toBe(5);
  });
});

describe('«Мої нагороди»: GET /api/exchange/redemptions', () => {
  it("lists the customer's own redemptions of the brand, newest first, with their status; never another's", async () => {
    const account = await customer();
    const stranger = await customer();
    const first = await placed(account, await limitedReward());
    const second = await placed(account, await limitedReward());
    await placed(stranger, await limitedReward());
    const response = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/exchange/redemptions?product=glo',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    const mine = myRedemptionsResponseSchema.parse(response.json()).redemptions;
    expect(mine.map((one) => one.id)).toEqual([second.id, first.id]);
    expect(mine[0]?.reward_title).toMatch(/^Кепка/);
    const missing = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/exchange/redemptions',
      headers: account.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['query.product']);
  });
});

describe('the hand-over table', () => {
  it('allows only placed → sent | cancelled and sent → sent (waybill corrected) | received | cancelled', () => {
    const statuses = Object.keys(redemptionTransitions) as (keyof typeof redemptionTransitions)[];
    const allowed = statuses.flatMap((from) =>
      statuses.filter((to) => redemptionTransitionAllowed(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['placed→sent', 'placed→cancelled', 'sent→sent', 'sent→received', 'sent→cancelled']);
  });
});

describe('«Видача нагород»: the back-office', () => {
  it('lists a brand’s redemptions newest first, by status, paged; only the roles that handle orders', async () => {
    const account = await customer();
    const older = await placed(account, await limitedReward());
    const newer = await placed(account, await limitedReward());
    const ogoAccount = await customer('ogo');
    const ogoOne = await placed(ogoAccount, await limitedReward('ogo'));
    const list = (url: string, role: 'support' | 'moderator' | 'marketing' = 'support') =>
      office.testApp.app.inject({ method: 'GET', url, headers: as(role) });

    const page = adminRewardRedemptionListResponseSchema.parse(
      (await list('/api/admin/reward-redemptions?brand=glo&status=placed&per_page=2')).json(),
    );
    expect(page.redemptions.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(page.redemptions[0]).toMatchObject({ brand: 'glo', customer_id: account.id, customer_phone: account.phone });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const ogo = adminRewardRedemptionListResponseSchema.parse((await list('/api/admin/reward-redemptions?brand=ogo')).json());
    expect(ogo.redemptions.map((row) => row.id)).toContain(ogoOne.id);
    expect(ogo.redemptions.map((row) => row.id)).not.toContain(newer.id);
    const sentOnly = adminRewardRedemptionListResponseSchema.parse(
      (await list('/api/admin/reward-redemptions?brand=glo&status=sent')).json(),
    );
    expect(sentOnly.redemptions.every((row) => row.status === 'sent')).toBe(true);

    const noBrand = await list('/api/admin/reward-redemptions');
    expect(noBrand.statusCode).toBe(400);
    expect(fieldsOf(noBrand)).toEqual(['query.brand']);
    expect((await list('/api/admin/reward-redemptions?brand=glo', 'moderator')).statusCode).toBe(403);
    expect((await list('/api/admin/reward-redemptions?brand=glo', 'marketing')).statusCode).toBe(403);
  });

  it('marks one sent with its waybill, then received, each audited; the customer sees the waybill', async () => {
    const account = await customer();
    const redemption = await placed(account, await limitedReward());
    const url = `/api/admin/reward-redemptions/${redemption.id}`;

    const badWaybill = await staffPost(`${url}/sent`, { brand: 'glo', waybill_number: '1234' });
    expect(badWaybill.statusCode).toBe(400);
    expect(fieldsOf(badWaybill)).toEqual(['body.waybill_number']);
    // Received before it was sent: refused with the code, nothing changed.
    const early = await staffPost(`${url}/received`, { brand: 'glo' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('redemption_transition_refused');

    const sent = await staffPost(`${url}/sent`, { brand: 'glo', waybill_number: '2045 0000 1234 56' });
    expect(sent.statusCode, sent.body).toBe(200);
    const sentRow = adminRewardRedemptionActionResponseSchema.parse(sent.json()).redemption;
    expect(sentRow).toMatchObject({ status: 'sent', waybill_number: '20450000123456' });
    expect(sentRow.sent_at).not.toBeNull();
    // A mistyped waybill is corrected while the parcel is on its way.
    const corrected = await staffPost(`${url}/sent`, { brand: 'glo', waybill_number: '20450000123457' });
    expect(corrected.json().redemption.waybill_number).toBe('20450000123457');
    expect((await staffPost(`${url}/sent`, { brand: 'glo', waybill_number: '20450000123456' })).statusCode).toBe(200);

    const mine = myRedemptionsResponseSchema.parse(
      (
        await office.testApp.app.inject({
          method: 'GET',
          url: '/api/exchange/redemptions?product=glo',
          headers: account.headers,
        })
      ).json(),
    ).redemptions;
    expect(mine[0]).toMatchObject({ id: redemption.id, status: 'sent', waybill_number: '20450000123456' });

    const received = await staffPost(`${url}/received`, { brand: 'glo' });
    expect(received.statusCode).toBe(200);
    expect(received.json().redemption.status).toBe('received');
    // Final: neither cancelled nor received again.
    const late = await staffPost(`${url}/cancel`, { brand: 'glo', reason: 'Клієнт передумав' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('redemption_transition_refused');

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'reward_redemption'), eq(auditLog.targetId, String(redemption.id))))
      .orderBy(auditLog.id);
    expect(audits.map((row) => row.action)).toEqual([
      'reward_redemption.sent',
      'reward_redemption.sent',
      'reward_redemption.sent',
      'reward_redemption.received',
    ]);
    expect(audits[0]?.after).toEqual({ status: 'sent', waybillNumber: '20450000123456' });
    expect(audits[1]?.before).toEqual({ status: 'sent', waybillNumber: '20450000123456' });
    expect(audits[0]?.role).toBe('support');
  });

  it('cancels with the XP back through the ledger exactly once and the unit back to the stock', async () => {
    const account = await customer();
    const reward = await limitedReward('glo', 3);
    const redemption = await placed(account, reward);
    expect(await balanceOf(db(), account.id)).toBe(10_000 - 300);
    expect(await stockOf(reward.id)).toBe(2);
    const url = `/api/admin/reward-redemptions/${redemption.id}/cancel`;

    const noReason = await staffPost(url, { brand: 'glo' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason)).toEqual(['body.reason']);

    const [first, second] = await Promise.all([
      staffPost(url, { brand: 'glo', reason: 'Посилка повернулась' }),
      staffPost(url, { brand: 'glo', reason: 'Посилка повернулась' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(db(), account.id)).toBe(10_000);
    expect(await stockOf(reward.id)).toBe(3);
    const returns = await db()
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.sourceType, 'reward_redemption_cancel'), eq(xpLedger.sourceRef, String(redemption.id))));
    expect(returns.map((entry) => [entry.amount, entry.reason])).toEqual([[300, 'reward_return']]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reward_redemption.cancelled'), eq(auditLog.targetId, String(redemption.id))));
    expect(audit?.reason).toBe('Посилка повернулась');
    expect(audit?.after).toEqual({ status: 'cancelled', xpReturned: 300 });
  });

  it('answers a redemption of another brand, or one that does not exist, with the same 404', async () => {
    const account = await customer();
    const redemption = await placed(account, await limitedReward());
    const foreign = await staffPost(`/api/admin/reward-redemptions/${redemption.id}/sent`, {
      brand: 'ogo',
      waybill_number: '20450000123456',
    });
    const missing = await staffPost('/api/admin/reward-redemptions/99999999/sent', {
      brand: 'glo',
      waybill_number: '20450000123456',
    });
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe(missing.json().error.code);
    expect(
      (await staffPost(`/api/admin/reward-redemptions/${redemption.id}/cancel`, { brand: 'ogo', reason: 'Не той бренд' }))
        .statusCode,
    ).toBe(404);
    const moderator = await staffPost(`/api/admin/reward-redemptions/${redemption.id}/received`, { brand: 'glo' }, 'moderator');
    expect(moderator.statusCode).toBe(403);
    const [row] = await db().select().from(rewardRedemptions).where(eq(rewardRedemptions.id, redemption.id));
    expect(row?.status).toBe('placed');
  });

  it('commits a move with its audit entry or not at all', async () => {
    const account = await customer();
    const reward = await limitedReward('glo', 3);
    const redemption = await placed(account, reward);
    // An actor whose entry cannot be written (no such staff account): the cancel must leave no trace.
    const ghost = {
      type: 'staff' as const,
      staffId: 2_000_000_000,
      name: 'ghost@staff.example',
      role: 'support',
      requestId: 't',
    };
    await expect(moveRedemption(db(), 'glo', redemption.id, { to: 'cancelled', reason: 'Тест' }, ghost)).rejects.toThrow();
    const [row] = await db().select().from(rewardRedemptions).where(eq(rewardRedemptions.id, redemption.id));
    expect(row?.status).toBe('placed');
    expect(await balanceOf(db(), account.id)).toBe(10_000 - 300);
    expect(await stockOf(reward.id)).toBe(2);
    await expect(
      moveRedemption(db(), 'glo', redemption.id, { to: 'received' }, { ...ghost, staffId: null }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});
