// `orders:mark-paid`: the courier collected the cash of a pending cash-on-delivery order: the order becomes paid
// through the lifecycle (a sale transaction, the customer's counters, an invited friend's first paid order rewarding
// the inviter), in one transaction.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const ordersMarkPaidCommand = defineOpsCommand({
  name: 'orders:mark-paid',
  summary: 'Mark a pending cash-on-delivery order paid by its number (cash collected); rewards its referral',
  usage: '--order <order number>',
  argsSchema: z.strictObject({
    order: serialIdArg,
  }),
  requiresReady: true,
  async run({ database, orderEvents, log, actor }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { markCashOrderPaid } = await import('../../modules/orders/operator-actions.ts');
    const { paid: _paid, ...result } = await markCashOrderPaid(database.db, orderEvents, args.order, actor);
    log.info({ order: args.order, ...result }, 'ops orders:mark-paid');
    const referralNote = result.referral.settled ? `; referral ${result.referral.status} (${result.referral.xp} XP)` : '';
    return {
      output: `Order #${args.order} paid in cash: ${(result.amountKop / 100).toFixed(2)} UAH${referralNote}.`,
      data: { paid: true, ...result },
    };
  },
});
