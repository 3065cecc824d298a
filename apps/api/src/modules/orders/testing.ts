// Test support: an order row written straight to the database, for tests of the modules that read orders (payments,
// delivery, feedback, analytics, velo) without going through create-order.
import type { Database } from '@loyalty/db/client';
import { orders, type NewOrderRow, type OrderDelivery, type OrderRow } from '@loyalty/db/schema';

/** A cash order of 100 UAH to Nova Poshta branch №1 in Київ; `values` replaces any of it (`delivery` field by field). */
export async function insertTestOrder(
  db: Database,
  values: Pick<NewOrderRow, 'customerId' | 'brand'> &
    Partial<Omit<NewOrderRow, 'delivery'>> & { delivery?: Partial<OrderDelivery> },
): Promise<OrderRow> {
  const { delivery, ...rest } = values;
  const [row] = await db
    .insert(orders)
    .values({
      paymentMethod: 1,
      subtotalKop: 10_000,
      totalKop: 10_000,
      shippingAddress: {
        first_name: 'Олена',
        last_name: 'Коваль',
        address1: 'відділення №1',
        phone: '+380670000000',
        city: 'Київ',
        province: 'Київська',
        country: 'Ukraine',
        zip: '01001',
      },
      shippingLine: { id: 1, title: 'Нова Пошта', price: '0.00' },
      ...rest,
      delivery: {
        mode: 1,
        cityRef: null,
        branchRef: null,
        branchNumber: '1',
        street: '',
        house: '',
        flat: '',
        courierDate: null,
        courierFrom: null,
        courierTo: null,
        ...delivery,
      },
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}
