// The subscribers of order events, in the order they run: the referral first (it locks the order's customer and
// their inviter in id order before any write, so two orders that reward each other's customers cannot deadlock), then
// XP (a late payment whose XP are spent refuses, rolling the move back), then the customer's counters, then the
// campaigns (after the referral, whose settled inviter they may credit), then the tier (after every credit), then the
// customer's notification (a job, sent after commit). A new reaction to an order's life (a push, a metric) is one more
// subscriber in this list; orders/plugin.ts makes the app's bus of it.
import { campaignOrderSubscriber } from '../campaigns/order-events.ts';
import type { CampaignEngine } from '../campaigns/engine.ts';
import { referralSubscriber, type ReferralSettings } from '../invite/referrals.ts';
import { orderXpSubscriber } from '../loyalty/order-xp.ts';
import { orderNotificationsSubscriber } from '../push/order-events.ts';
import { recalculateTier } from '../tiers/service.ts';
import { moveCustomerTotals } from '../user/repository.ts';
import type { OrderSubscriber } from './events.ts';

export const customerTotalsSubscriber: OrderSubscriber = {
  name: 'customerTotals',
  on: {
    'order.paid': (tx, { order }) => moveCustomerTotals(tx, order.customerId, 1, order.totalKop),
    'order.refunded': (tx, { order }) => moveCustomerTotals(tx, order.customerId, -1, order.totalKop),
  },
};

/** A paid or refunded order moves the money a money_spent tier set measures (decision 0060). */
export const tierSubscriber: OrderSubscriber = {
  name: 'tiers',
  on: {
    'order.paid': (tx, { order }) => recalculateTier(tx, order.customerId, order.brand),
    'order.refunded': (tx, { order }) => recalculateTier(tx, order.customerId, order.brand),
  },
};

/** The app's order subscribers in the order they run, with the programme's settings they need. */
export function orderSubscribers(settings: { referral: ReferralSettings; campaigns: CampaignEngine }): OrderSubscriber[] {
  return [
    referralSubscriber(settings.referral),
    orderXpSubscriber,
    customerTotalsSubscriber,
    campaignOrderSubscriber(settings.campaigns),
    tierSubscriber,
    orderNotificationsSubscriber,
  ];
}
