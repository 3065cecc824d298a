// `codes:generate`: new unguessable pack codes, printed as CSV for the printer (nothing else goes to stdout).
import { z } from 'zod';
import { brandSchema } from '@loyalty/contracts/brand';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

const maxCount = 100_000;

export const codesGenerateCommand = defineOpsCommand({
  name: 'codes:generate',
  summary: 'Create N new unique pack codes and print them as CSV (code,brand,xp,kind,variant,batch)',
  usage: '--brand <glo|ogo> --xp <N> --count <N> [--variant <id>] [--kind <sticks|velo>] [--batch <name>]',
  argsSchema: z.strictObject({
    brand: brandSchema,
    xp: z.coerce.number().int('Expected a whole number').min(1).max(1_000_000),
    count: z.coerce.number().int('Expected a whole number').min(1).max(maxCount, `At most ${maxCount} per run`),
    variant: serialIdArg.optional(),
    kind: z.enum(['sticks', 'velo']).default('sticks'),
    batch: z.string().trim().min(1).max(100).optional(),
  }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { generatePackCodes, packCodesCsv } = await import('../../modules/loyalty/codes.ts');
    const batch = args.batch ?? `generated-${new Date().toISOString()}`;
    const rows = await database.db.transaction(async (tx) => {
      const made = await generatePackCodes(
        tx,
        { brand: args.brand, xp: args.xp, kind: args.kind, variantId: args.variant ?? null, batch },
        args.count,
      );
      // The entry names the batch and its size; the codes themselves stay out of the audit trail.
      await audit(tx, { count: made.length, brand: args.brand, xp: args.xp, kind: args.kind, batch });
      return made;
    });
    log.info({ brand: args.brand, xp: args.xp, kind: args.kind, count: rows.length, batch }, 'ops codes:generate');
    // The output is the CSV itself, so `npm run ops -- codes:generate … > codes.csv` gives a clean file.
    return {
      output: packCodesCsv(rows),
      data: {
        count: rows.length,
        brand: args.brand,
        xp: args.xp,
        kind: args.kind,
        variant: args.variant ?? null,
        batch,
        codes: rows.map((row) => row.code),
      },
    };
  },
});
