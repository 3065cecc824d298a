// Answers of the admin API as the contracts shape them, for the screens' tests.
import type { AdminCustomerDetail, AdminCustomerRow, AdminDashboard, Staff } from '@loyalty/contracts/admin';

export const adminStaff: Staff = {
  id: 1,
  email: 'admin@staff.example',
  role: 'admin',
  must_change_password: false,
  totp_enabled: false,
  disabled: false,
  last_login_at: null,
};

export const moderatorStaff: Staff = { ...adminStaff, id: 2, email: 'moderator@staff.example', role: 'moderator' };
export const supportStaff: Staff = { ...adminStaff, id: 3, email: 'support@staff.example', role: 'support' };
export const marketingStaff: Staff = { ...adminStaff, id: 4, email: 'marketing@staff.example', role: 'marketing' };

export function customerRow(change: Partial<AdminCustomerRow> = {}): AdminCustomerRow {
  return {
    id: 11,
    brand: 'glo',
    phone: '+380671130011',
    first_name: 'Олена',
    last_name: 'Коваленко',
    email: 'olena.kovalenko.long.address@example.com',
    balance: 35,
    orders_count: 1,
    blocked: false,
    created_at: '2026-11-28T03:15:00Z',
    ...change,
  };
}

export function customerDetail(
  change: Partial<AdminCustomerRow> = {},
  other: AdminCustomerRow | null = null,
): AdminCustomerDetail {
  const customer = customerRow(change);
  return {
    customer: { ...customer, tags: [], birth_date: '1992-04-15', note: '' },
    other_brand: other,
    blocked: null,
    metafields: [{ namespace: 'pwaFavorite', key: 'favoriteList', value: '[7,1]' }],
    sessions: [
      {
        id: 's1',
        created_at: '2026-11-28T03:25:00Z',
        last_seen_at: '2026-11-28T03:30:00Z',
        user_agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
        ip: '127.0.0.1',
      },
    ],
    orders: [
      {
        id: 1,
        order_number: 1001,
        financial_status: 'paid',
        total_kop: 181_700,
        bonus_total: 0,
        created_at: '2026-11-28T03:18:00Z',
      },
    ],
    scans: [
      { code: 'VM7XMXADVJ7F', outcome: 'unknown_code', xp: 0, created_at: '2026-11-28T03:15:00Z' },
      { code: 'GLOSTICKS0001', outcome: 'credited', xp: 10, created_at: '2026-11-28T03:15:00Z' },
    ],
    ledger: [
      {
        id: 2,
        amount: 10,
        reason: 'scan',
        note: '*********0001',
        balance_after: customer.balance,
        created_at: '2026-11-28T03:15:00Z',
      },
    ],
    summary: { balance: customer.balance, earned: customer.balance, spent: 0, expired: 0 },
  };
}

const zeroDay = {
  registrations: 0,
  active_customers: 0,
  scans_credited: 0,
  xp_earned: 0,
  xp_spent: 0,
  orders_paid: 0,
  revenue_kop_by_payment: { cash: 0, card: 0, xp: 0 },
};

export function dashboardAnswer(change: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    from: '2026-11-22',
    to: '2026-11-28',
    brand: null,
    days: [
      { ...zeroDay, date: '2026-11-27', registrations: 4, xp_earned: 100 },
      { ...zeroDay, date: '2026-11-28', registrations: 8, xp_earned: 140 },
    ],
    totals: {
      ...zeroDay,
      registrations: 12,
      active_customers: 9,
      xp_earned: 240,
      orders_paid: 3,
      revenue_kop_by_payment: { cash: 100_000, card: 50_000, xp: 0 },
    },
    previous: {
      ...zeroDay,
      registrations: 10,
      active_customers: 0,
      xp_earned: 300,
      orders_paid: 3,
      revenue_kop_by_payment: { cash: 100_000, card: 50_000, xp: 0 },
    },
    verifications_waiting: 2,
    failed_jobs: 1,
    analytics_backlog: 40,
    ...change,
  };
}
