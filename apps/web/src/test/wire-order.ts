// Orders as get-orders answers them, for the tests of the pages that show orders: a cash order to a Kyiv branch by
// default, each field overridable.
import type { Order } from '@loyalty/contracts/orders';

export type WireOrderLine = Order['line_items'][number];

export function wireOrderLine(overrides: Partial<WireOrderLine> & { id: number }): WireOrderLine {
  return {
    variant_id: 501,
    product_id: 50,
    title: 'Sticks Blue',
    variant_title: 'Пачка',
    quantity: 1,
    price: '149.00',
    original_price: '149.00',
    bonuses: 0,
    sticks_per_unit: 20,
    image: null,
    ...overrides,
  };
}

export function wireOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 7;
  return {
    id,
    order_number: 1000 + id,
    brand: 'glo',
    created_at: '2026-11-21T10:00:00.000Z',
    paid_at: null,
    shipped_at: null,
    arrived_at: null,
    received_at: null,
    financial_status: 'pending',
    fulfillment_status: null,
    payment_method: 1,
    payment_gateway_names: ['Cash on Delivery'],
    currency: 'UAH',
    subtotal_price: '149.00',
    total_discounts: '0.00',
    total_price: '149.00',
    total_bonuses: 0,
    tags: [],
    note: '',
    delivery_mode: 1,
    shipping_address: {
      first_name: 'Олена',
      last_name: 'Коваль',
      address1: 'відділення №12',
      phone: '+380501234567',
      city: 'Київ',
      province: 'Київська',
      country: 'Ukraine',
      zip: '01001',
    },
    shipping_lines: [],
    line_items: [],
    transactions: [],
    tracking_number: null,
    tracking_company: null,
    ...overrides,
  };
}
