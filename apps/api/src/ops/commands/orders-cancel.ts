// `orders:cancel`: the operator cancels a pending order (the customer asked support, the courier could not deliver a
// cash order): through the lifecycle it becomes voided, its XP come back and a referral code it used is released.
import { z } from 'zod';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const ordersCancelCommand = defineOpsCommand({
  name: 'orders:cancel',
  summary: 'Cancel a pending order by its number: status voided, its XP returned, its referral code released',
  usage: '--order <order number> --reason <text>',
  argsSchema: z.strictObject({
    order: serialIdArg,
    reason: z.string().trim().min(3, 'Say why, in a few words').max(500),
  }),
  requiresReady: true,
  async run({ database, orderEvents, log, actor }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { cancelOrderAsOperator } = await import('../../modules/orders/operator-actions.ts');
    const result = await cancelOrderAsOperator(database.db, orderEvents, args.order, args.reason, actor);
    log.info({ order: args.order, reason: args.reason, ...result }, 'ops orders:cancel');
    return {
      output: `Order #${args.order} cancelled: ${result.xpReturned} XP returned.`,
      data: { ...result, reason: args.reason },
    };
  },
});
