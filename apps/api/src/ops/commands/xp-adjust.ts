// `xp:adjust`: an operator's credit or debit of a customer's XP, kept in the ledger as an audited adjustment entry.
import { z } from 'zod';
import { brandSchema } from '@loyalty/contracts/brand';
import { uaMobileArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

export const xpAdjustCommand = defineOpsCommand({
  name: 'xp:adjust',
  summary: "Credit (+N) or debit (-N) a customer's XP with a reason; the ledger keeps it as an adjustment entry",
  usage: '--phone <+380…> --brand <glo|ogo> --amount <±N> --reason <text>',
  argsSchema: z.strictObject({
    phone: uaMobileArg,
    brand: brandSchema,
    amount: z.coerce
      .number()
      .int('Expected a whole number')
      .refine((value) => value !== 0, 'Expected a non-zero amount')
      .refine((value) => Math.abs(value) <= 1_000_000, 'Expected at most 1000000 XP either way'),
    reason: z.string().trim().min(3, 'Say why, in a few words').max(500),
  }),
  requiresReady: true,
  async run({ database, log, actor }, args) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { adjustXp } = await import('../../modules/loyalty/adjust.ts');
    const result = await adjustXp(
      database.db,
      { customer: { phone: args.phone, brand: args.brand }, amount: args.amount, reason: args.reason },
      actor,
    );
    log.info({ ...result, phone: args.phone, brand: args.brand, reason: args.reason }, 'ops xp:adjust');
    const signed = args.amount > 0 ? `+${args.amount}` : String(args.amount);
    return {
      output:
        `${signed} XP for ${args.phone} (${args.brand}, customer ${result.customerId}): balance ${result.balance} XP. ` +
        `Ledger entry ${result.entryId}.`,
      data: { ...result, amount: args.amount, brand: args.brand, phone: args.phone },
    };
  },
});
