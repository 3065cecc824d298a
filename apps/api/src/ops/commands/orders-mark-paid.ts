// `orders:mark-paid`: the courier collected the cash of a pending cash-on-delivery order: the order becomes paid (with
// a sale transaction) and the paid hooks run (an invited friend's first paid order rewards the inviter), in one transaction.
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

export const ordersMarkPaidCommand = defineOpsCommand({
  name: 'orders:mark-paid',
  summary: 'Mark a pending cash-on-delivery order paid by its number (cash collected); rewards its referral',
  usage: '--order <order number>',
  argsSchema: z.strictObject({
    order: z.coerce.number().int('Expected an order number').positive('Expected an order number'),
  }),
  requiresReady: true,
  async run({ database, log }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { and, eq } = await import('drizzle-orm');
    const { orders, orderTransactions } = await import('@loyalty/db/schema');
    const { onOrderPaid } = await import('../../modules/invite/referrals.ts');
    const { HttpError } = await import('../../plugins/errors.ts');
    const result = await database.db.transaction(async (tx) => {
      const now = new Date();
      const [order] = await tx
        .select({ id: orders.id, status: orders.financialStatus, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.orderNumber, args.order))
        .limit(1);
      if (!order) return { paid: false as const, reason: 'not_found' as const };
      if (order.paymentMethod !== 1) return { paid: false as const, reason: 'not_cash' as const, status: order.status };
      // Conditional, so a repeated command (or one racing another) pays the order once.
      const [moved] = await tx
        .update(orders)
        .set({ financialStatus: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.financialStatus, 'pending')))
        .returning({ id: orders.id, totalKop: orders.totalKop });
      if (!moved) return { paid: false as const, reason: 'not_pending' as const, status: order.status };
      if (moved.totalKop > 0) {
        await tx
          .insert(orderTransactions)
          .values({
            orderId: moved.id,
            kind: 'sale',
            status: 'success',
            gateway: 'cash',
            amountKop: moved.totalKop,
            providerRef: `ops:cash:${args.order}`,
          })
          .onConflictDoNothing();
      }
      const referral = await onOrderPaid(tx, moved.id, now);
      return { paid: true as const, amountKop: moved.totalKop, referral };
    });
    if (!result.paid) {
      if (result.reason === 'not_found') throw new HttpError(404, 'not_found', `There is no order #${args.order}.`);
      throw new HttpError(
        409,
        'conflict',
        result.reason === 'not_cash'
          ? `Order #${args.order} is not a cash-on-delivery order.`
          : `Order #${args.order} is ${result.status}, not pending: nothing to mark.`,
      );
    }
    log.info({ order: args.order, ...result }, 'ops orders:mark-paid');
    const referralNote = result.referral.settled ? `; referral ${result.referral.status} (${result.referral.xp} XP)` : '';
    return {
      output: `Order #${args.order} paid in cash: ${(result.amountKop / 100).toFixed(2)} UAH${referralNote}.`,
      data: result,
    };
  },
});
