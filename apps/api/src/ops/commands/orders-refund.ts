// `orders:refund`: the operator refunds a paid order (after the money went back outside LiqPay, or an XP-only order):
// the order becomes refunded, its XP is returned and the customer's total spent is corrected, in one transaction.
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
    const { eq } = await import('drizzle-orm');
    const { orders } = await import('@loyalty/db/schema');
    const { refundOrder } = await import('../../modules/orders/refund.ts');
    const { HttpError } = await import('../../plugins/errors.ts');
    const result = await database.db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, args.order)).limit(1);
      if (!order) return { refunded: false as const, reason: 'not_found' as const };
      return refundOrder(tx, { orderId: order.id, gateway: 'manual', providerRef: `ops:${args.order}` });
    });
    if (!result.refunded) {
      throw result.reason === 'not_found'
        ? new HttpError(404, 'not_found', `There is no order #${args.order}.`)
        : new HttpError(409, 'conflict', `Order #${args.order} is not paid, so it cannot be refunded.`);
    }
    log.info({ order: args.order, reason: args.reason, ...result }, 'ops orders:refund');
    return {
      output: `Order #${args.order} refunded: ${(result.amountKop / 100).toFixed(2)} UAH, ${result.xpReturned} XP returned.`,
      data: { ...result, reason: args.reason },
    };
  },
});
