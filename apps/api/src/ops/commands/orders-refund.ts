// `orders:refund`: the operator refunds a paid order (after the money went back outside LiqPay, or an XP-only order):
// through the lifecycle, the order becomes refunded, its XP come back, the referral reward it earned is taken back and
// the customer's counters are corrected, in one transaction.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const ordersRefundCommand = defineOpsCommand({
  name: 'orders:refund',
  summary: 'Refund a paid order by its number: status refunded, its XP returned, total spent corrected',
  usage: '--order <order number> --reason <text>',
  argsSchema: z.strictObject({
    order: serialIdArg,
    reason: z.string().trim().min(3, 'Say why, in a few words').max(500),
  }),
  requiresReady: true,
  async run({ database, orderEvents, log, actor }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { refundOrder } = await import('../../modules/orders/operator-actions.ts');
    const result = await refundOrder(database.db, orderEvents, args.order, args.reason, actor);
    log.info({ order: args.order, reason: args.reason, ...result }, 'ops orders:refund');
    return {
      output: `Order #${args.order} refunded: ${(result.amountKop / 100).toFixed(2)} UAH, ${result.xpReturned} XP returned.`,
      data: { ...result, reason: args.reason },
    };
  },
});
