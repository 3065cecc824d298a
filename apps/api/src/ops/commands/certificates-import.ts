// `certificates:import FILE --kind partners|stock`: partners or certificate stock from a CSV; idempotent, bad lines reported.
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

/** 100 000 stock lines fit well. */
const maxCsvLength = 16 * 1024 * 1024;

export const certificatesImportCommand = defineOpsCommand({
  name: 'certificates:import',
  summary:
    'Import certificate partners (slug,category_id,name,description) or stock ' +
    '(partner_slug,nominal_uah,xp_price,code,bar_code,valid_until) from a CSV file',
  usage: 'FILE --kind <partners|stock>',
  fileArgument: 'csv',
  argsSchema: z.strictObject({
    csv: z
      .string({ error: 'Name the CSV file: certificates:import FILE --kind partners|stock' })
      .max(maxCsvLength, 'The file is larger than 16 MB'),
    file: z.string().max(500).optional(),
    kind: z.enum(['partners', 'stock'], { error: 'Pass --kind partners or --kind stock' }),
  }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { importCertificateCsv } = await import('../../modules/certificates/import.ts');
    const result = await database.db.transaction(async (tx) => {
      const imported = await importCertificateCsv(tx, args.kind, args.csv);
      await audit(tx, { ...imported });
      return imported;
    });
    log.info({ ...result, bad: result.bad.length, file: args.file, kind: args.kind }, 'ops certificates:import');
    const lines = [
      `${result.rows} row(s): ${result.inserted} inserted, ${result.updated} updated, ${result.duplicates} unchanged, ` +
        `${result.bad.length} bad.`,
      ...result.bad.map((bad) => `line ${bad.line}: ${bad.message}`),
    ];
    return { output: lines.join('\n'), data: { ...result } };
  },
});
