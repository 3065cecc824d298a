// `codes:import FILE`: pack codes printed elsewhere, from a CSV the CLI reads and sends; one transaction, duplicates skipped.
import path from 'node:path';
import { z } from 'zod';
import { brandSchema } from '@loyalty/contracts/brand';
import { serialIdArg } from '../args.ts';
import { defineOpsCommand } from '../command.ts';

/** The CSV text the CLI read from FILE; 100 000 rows of code, brand, xp, kind, variant and a batch name fit well. */
const maxCsvLength = 16 * 1024 * 1024;

export const codesImportCommand = defineOpsCommand({
  name: 'codes:import',
  summary: 'Import pack codes from a CSV file (header with code; optional brand, xp, kind, variant, batch)',
  usage: 'FILE [--brand <glo|ogo>] [--xp <N>] [--kind <sticks|velo>] [--variant <id>] [--batch <name>]',
  fileArgument: 'csv',
  argsSchema: z.strictObject({
    csv: z.string({ error: 'Name the CSV file: codes:import FILE' }).max(maxCsvLength, 'The file is larger than 16 MB'),
    file: z.string().max(500).optional(),
    brand: brandSchema.optional(),
    xp: z.coerce.number().int('Expected a whole number').min(1).max(1_000_000).optional(),
    kind: z.enum(['sticks', 'velo']).optional(),
    variant: serialIdArg.optional(),
    batch: z.string().trim().min(1).max(100).optional(),
  }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { importPackCodes } = await import('../../modules/loyalty/codes.ts');
    const batch = args.batch ?? (args.file ? path.basename(args.file) : undefined);
    const result = await database.db.transaction(async (tx) => {
      const imported = await importPackCodes(tx, args.csv, {
        brand: args.brand,
        xp: args.xp,
        kind: args.kind,
        variantId: args.variant,
        batch,
      });
      await audit(tx, { ...imported });
      return imported;
    });
    log.info({ ...result, file: args.file, batch }, 'ops codes:import');
    return {
      output: `${result.rows} row(s): ${result.inserted} code(s) imported, ${result.duplicates} duplicate(s) skipped.`,
      data: { ...result },
    };
  },
});
