// `orders:mark-paid`: the courier collected the cash of a pending cash-on-delivery order: the order becomes paid
// through the lifecycle (a sale transaction, the customer's counters, an invited friend's first paid order rewarding
// the inviter), in one transaction.
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
    const { findOrderByNumber } = await import('../../modules/orders/repository.ts');
    const { transitionOrder } = await import('../../modules/orders/lifecycle.ts');
    const { HttpError } = await import('../../plugins/errors.ts');
    const result = await database.db.transaction(async (tx) => {
      const order = await findOrderByNumber(tx, args.order);
      if (!order) throw new HttpError(404, 'not_found', `There is no order #${args.order}.`);
      if (order.paymentMethod !== 1)
        throw new HttpError(409, 'conflict', `Order #${args.order} is not a cash-on-delivery order.`);
      const moved = await transitionOrder(tx, order.id, {
        to: 'paid',
        money: { gateway: 'cash', providerRef: `ops:cash:${args.order}` },
      });
      if (!moved.changed) throw new HttpError(409, 'conflict', `Order #${args.order} is paid already: nothing to mark.`);
      return { amountKop: moved.order.totalKop, referral: moved.outcomes.referral as ReferralOutcome };
    });
    log.info({ order: args.order, ...result }, 'ops orders:mark-paid');
    const referralNote = result.referral.settled ? `; referral ${result.referral.status} (${result.referral.xp} XP)` : '';
    return {
      output: `Order #${args.order} paid in cash: ${(result.amountKop / 100).toFixed(2)} UAH${referralNote}.`,
      data: { paid: true, ...result },
    };
  },
});

type ReferralOutcome = { settled: false } | { settled: true; status: string; xp: number };
