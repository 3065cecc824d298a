// The campaigns' side of an order's life, a subscriber of the order events (in the transition's transaction): a paid
// order is a fact of the triggers order_paid (its customer) and referral_first_order (the inviter its referral
// rewarded); a refund takes back what campaigns credited for it. Without a running campaign of those triggers for the
// brand, a payment costs no query here.
import type { FactItem } from '@loyalty/domain/campaigns';
import type { Executor, Transaction } from '@loyalty/db/client';
import type { OrderRow } from '@loyalty/db/schema';
import { inviterSettledBy } from '../invite/referrals.ts';
import type { OrderSubscriber } from '../orders/events.ts';
import { countOtherPaidOrders, listLinesOf } from '../orders/repository.ts';
import type { CampaignEngine } from './engine.ts';

/** The lines of orders as campaign conditions read them (pack kind by tag, variant, product, primary category). */
export async function orderFactItems(executor: Executor, orderIds: number[]): Promise<Map<number, FactItem[]>> {
  const items = new Map<number, FactItem[]>(orderIds.map((id) => [id, []]));
  for (const { line } of await listLinesOf(executor, orderIds)) {
    items.get(line.orderId)?.push({
      kind: line.tags.includes('velo') ? 'velo' : line.tags.includes('sticks') ? 'sticks' : null,
      variantId: line.variantId,
      productId: line.productId,
      categoryId: line.collectionId,
    });
  }
  return items;
}

async function orderItems(tx: Transaction, order: OrderRow): Promise<FactItem[]> {
  return (await orderFactItems(tx, [order.id])).get(order.id) ?? [];
}

export function campaignOrderSubscriber(engine: CampaignEngine): OrderSubscriber {
  return {
    name: 'campaigns',
    on: {
      'order.paid': async (tx, { order, now }) => {
        const credited = [];
        if (await engine.listens(tx, order.brand, ['order_paid'])) {
          credited.push(
            ...(await engine.apply(tx, {
              trigger: 'order_paid',
              factRef: String(order.id),
              customerId: order.customerId,
              brand: order.brand,
              at: now,
              baseXp: 0,
              items: () => orderItems(tx, order),
              firstTime: async () => (await countOtherPaidOrders(tx, order.customerId, order.id)) === 0,
            })),
          );
        }
        const inviter = (await engine.listens(tx, order.brand, ['referral_first_order']))
          ? await inviterSettledBy(tx, order.id)
          : undefined;
        if (inviter) {
          credited.push(
            ...(await engine.apply(tx, {
              trigger: 'referral_first_order',
              factRef: String(order.id),
              customerId: inviter.id,
              brand: inviter.brand,
              at: now,
              baseXp: 0,
              items: () => orderItems(tx, order),
            })),
          );
        }
        return { credited };
      },
      'order.refunded': async (tx, { order, now }) => {
        const [paid, referral] = [
          await engine.reverse(tx, { trigger: 'order_paid', factRef: String(order.id), at: now }),
          await engine.reverse(tx, { trigger: 'referral_first_order', factRef: String(order.id), at: now }),
        ];
        return { takenBack: paid.takenBack + referral.takenBack };
      },
    },
  };
}
