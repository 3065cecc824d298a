// `orders:refund`: the operator refunds a paid order (after the money went back outside LiqPay, or an XP-only order):
// through the lifecycle, the order becomes refunded, its XP come back, the referral reward it earned is taken back and
// the customer's counters are corrected, in one transaction.
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

export const ordersRefundCommand = defineOpsCommand({
  name: 'orders:refund',
  summary: 'Refund a paid order by its number: status refunded, its XP returned, total spent corrected',
  usage: '--order <order number> --reason <text>',
  argsSchema: z.strictObject({
    order: z.coerce.number().int('Expected an order number').positive('Expected an order number'),
    reason: z.string().trim().min(3, 'Say why, in a few words').max(500),
  }),
  requiresReady: true,
  async run({ database, log }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { findOrderByNumber } = await import('../../modules/orders/repository.ts');
    const { transitionOrder } = await import('../../modules/orders/lifecycle.ts');
    const { HttpError } = await import('../../plugins/errors.ts');
    const result = await database.db.transaction(async (tx) => {
      const order = await findOrderByNumber(tx, args.order);
      if (!order) throw new HttpError(404, 'not_found', `There is no order #${args.order}.`);
      if (order.financialStatus !== 'paid') {
        throw new HttpError(
          409,
          'conflict',
          `Order #${args.order} is ${order.financialStatus}, not paid: it cannot be refunded.`,
        );
      }
      const moved = await transitionOrder(tx, order.id, {
        to: 'refunded',
        money: { gateway: 'manual', providerRef: `ops:${args.order}` },
      });
      const xp = moved.outcomes.xp as { returned: number } | undefined;
      return { refunded: true, orderNumber: args.order, amountKop: moved.order.totalKop, xpReturned: xp?.returned ?? 0 };
    });
    log.info({ order: args.order, reason: args.reason, ...result }, 'ops orders:refund');
    return {
      output: `Order #${args.order} refunded: ${(result.amountKop / 100).toFixed(2)} UAH, ${result.xpReturned} XP returned.`,
      data: { ...result, reason: args.reason },
    };
  },
});
