// `offers:hyper-pro`: the operator gives a glo customer the personal glo™ hyper pro for 699 UAH offer (spec section 6:
// the hyper-pro-699 metafield, glo only), or takes it back with --off. The app shows the offer to whoever has it.
import { z } from 'zod';
import { uaMobileArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const offersHyperProCommand = defineOpsCommand({
  name: 'offers:hyper-pro',
  summary: 'Give a glo customer the personal glo hyper pro for 699 UAH offer (metafield hyper-pro-699); --off takes it back',
  usage: '--phone <+380…> [--off]',
  argsSchema: z.strictObject({
    phone: uaMobileArg,
    off: z.literal(true).optional(),
  }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { setHyperProOffer } = await import('../../modules/offers/hyper-pro.ts');
    const result = await database.db.transaction(async (tx) => {
      const set = await setHyperProOffer(tx, args.phone, args.off !== true);
      await audit(tx, set);
      return set;
    });
    log.info({ ...result, phone: args.phone }, 'ops offers:hyper-pro');
    return {
      output: `${result.offered ? 'Offered' : 'Withdrawn'}: glo hyper pro for 699 UAH, ${args.phone} (glo customer ${result.customerId}).`,
      data: { ...result, phone: args.phone },
    };
  },
});
