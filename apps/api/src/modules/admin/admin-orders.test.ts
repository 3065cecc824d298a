// The back-office API, its orders: the list and its filters, an order's detail and what support does to it (mark paid,
// refund, cancel), and the Nova Poshta waybill.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@loyalty/contracts/admin';
import { auditLog } from '@loyalty/db/schema';
import { insertTestOrder } from '../orders/testing.ts';
import { createAccount } from '../user/test-accounts.ts';
import { useBackOfficeHarness } from './test-office.ts';

const office = useBackOfficeHarness();
const { as } = office;

describe('orders', () => {
  it('lists by number, phone, status and payment; marks cash paid, refunds and cancels through the lifecycle, audited', async () => {
    const person = await createAccount(office.testApp, { phone: '+380671110006', brands: ['glo'] });
    const id = person.ids.glo ?? 0;
    const cash = await insertTestOrder(office.testApp.database.db, {
      customerId: id,
      brand: 'glo',
      shippingAddress: {
        first_name: 'Олена',
        last_name: 'Коваль',
        address1: 'відділення №1',
        phone: person.phone,
        city: 'Київ',
        province: 'Київська',
        country: 'Ukraine',
        zip: '01001',
      },
    });
    const other = await insertTestOrder(office.testApp.database.db, { customerId: id, brand: 'glo' });
    const list = (url: string) => office.testApp.app.inject({ method: 'GET', url, headers: as('support') });
    const byNumber = await list(`/api/admin/orders?query=%23${cash.orderNumber}`);
    expect(byNumber.json().orders.map((row: { order_number: number }) => row.order_number)).toEqual([cash.orderNumber]);
    const byPhone = await list('/api/admin/orders?query=067%20111%2000%2006');
    expect(byPhone.json().orders.map((row: { order_number: number }) => row.order_number)).toContain(cash.orderNumber);
    expect(
      (await list('/api/admin/orders?status=paid&brand=glo')).json().orders.some((row: { id: number }) => row.id === cash.id),
    ).toBe(false);
    expect((await list('/api/admin/orders?payment=9')).statusCode).toBe(400);
    const byTotal = (await list('/api/admin/orders?sort=-total&per_page=200')).json().orders as { total_kop: number }[];
    expect(byTotal.map((row) => row.total_kop)).toEqual([...byTotal.map((row) => row.total_kop)].sort((a, b) => b - a));

    const paid = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cash.orderNumber}/mark-paid`,
      headers: as('support'),
    });
    expect(paid.json().order.financial_status).toBe('paid');
    const again = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cash.orderNumber}/mark-paid`,
      headers: as('support'),
    });
    expect(again.statusCode).toBe(409);
    const refunded = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cash.orderNumber}/refund`,
      headers: as('support'),
      payload: { reason: 'Клієнт повернув товар' },
    });
    expect(refunded.json().order.financial_status).toBe('refunded');
    const cancelled = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.orderNumber}/cancel`,
      headers: as('support'),
      payload: { reason: 'Дубль замовлення' },
    });
    expect(cancelled.json().order.financial_status).toBe('voided');

    const detail = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${cash.orderNumber}`,
      headers: as('support'),
    });
    expect(detail.json().transactions.map((row: { kind: string }) => row.kind)).toEqual(['sale', 'refund']);
    expect(detail.json().order.shipping_address).toMatchObject({ city: 'Київ' });
    const trail = await office.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(cash.orderNumber)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['order.mark-paid', 'order.refund']);
    expect(trail.find((entry) => entry.action === 'order.refund')?.reason).toBe('Клієнт повернув товар');
    const csv = await list(`/api/admin/orders?query=${cash.orderNumber}&format=csv`);
    expect(csv.body).toContain(`${cash.orderNumber},glo,${id}`);
  });
});

describe('order waybill', () => {
  it('records the Nova Poshta waybill of a shipped order, audited; get-orders shows it to its customer only', async () => {
    const person = await createAccount(office.testApp, { phone: '+380671110052', brands: ['ogo'] });
    const stranger = await createAccount(office.testApp, { phone: '+380671110053', brands: ['ogo'] });
    const order = await insertTestOrder(office.testApp.database.db, { customerId: person.ids.ogo ?? 0, brand: 'ogo' });
    const record = (number: number, payload: object, role: StaffRole = 'support') =>
      office.testApp.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/waybill`, headers: as(role), payload });
    const history = async (account: typeof person) =>
      (
        await office.testApp.app.inject({
          method: 'POST',
          url: '/api/shop/get-orders',
          headers: account.headers,
          payload: { variant: 'ogo', shopifyId: account.ids.ogo },
        })
      ).json<{
        list: {
          id: number;
          tracking_number: string | null;
          tracking_company: string | null;
          fulfillment_status: string | null;
          shipped_at: string | null;
        }[];
      }>().list;

    expect((await history(person)).find((item) => item.id === order.id)).toMatchObject({
      tracking_number: null,
      tracking_company: null,
      fulfillment_status: null,
      shipped_at: null,
    });
    // Bad input names the field and writes nothing.
    const bad = await record(order.orderNumber, { waybill_number: '2045 0671' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('waybill_number');
    expect((await record(order.orderNumber + 100_000, { waybill_number: '20450671120001' })).statusCode).toBe(404);

    // Typed with spaces as printed on the label, stored as the 14 digits.
    const recorded = await record(order.orderNumber, { waybill_number: '20 4506 7112 0001' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().order.waybill_number).toBe('20450671120001');
    const shippedAt = (await history(person)).find((item) => item.id === order.id)?.shipped_at;
    expect(Date.parse(shippedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const corrected = await record(order.orderNumber, { waybill_number: '20450671120002' });
    expect(corrected.json().order.waybill_number).toBe('20450671120002');

    const listed = (await history(person)).find((item) => item.id === order.id);
    expect(listed).toMatchObject({
      tracking_number: '20450671120002',
      tracking_company: 'nova_poshta',
      fulfillment_status: 'fulfilled',
      // A corrected waybill keeps the day the parcel shipped.
      shipped_at: shippedAt,
    });
    expect((await history(stranger)).some((item) => item.id === order.id)).toBe(false);
    const detail = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: as('support'),
    });
    expect(detail.json().order.waybill_number).toBe('20450671120002');

    const trail = await office.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(order.orderNumber)));
    expect(trail.filter((entry) => entry.action === 'order.waybill').map((entry) => [entry.before, entry.after])).toEqual([
      [
        { waybillNumber: null, fulfillmentStatus: null },
        { waybillNumber: '20450671120001', fulfillmentStatus: 'fulfilled' },
      ],
      [
        { waybillNumber: '20450671120001', fulfillmentStatus: 'fulfilled' },
        { waybillNumber: '20450671120002', fulfillmentStatus: 'fulfilled' },
      ],
    ]);

    // Shipped: its customer can no longer cancel it.
    const cancel = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/shop/cancel-order',
      headers: person.headers,
      payload: { orderId: order.id, product: 'ogo' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('order_in_delivery');

    // An iPost order and an order that will not ship take no waybill.
    const courier = await insertTestOrder(office.testApp.database.db, {
      customerId: person.ids.ogo ?? 0,
      brand: 'ogo',
      delivery: { mode: 3 },
    });
    expect((await record(courier.orderNumber, { waybill_number: '20450671120003' })).statusCode).toBe(409);
    const voided = await insertTestOrder(office.testApp.database.db, {
      customerId: person.ids.ogo ?? 0,
      brand: 'ogo',
      financialStatus: 'voided',
    });
    expect((await record(voided.orderNumber, { waybill_number: '20450671120004' })).statusCode).toBe(409);
  });
});
