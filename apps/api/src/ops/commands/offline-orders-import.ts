// `offline-orders:import FILE`: in-store purchases from a CSV the CLI reads and sends; one transaction, repeats skipped.
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

const maxCsvLength = 16 * 1024 * 1024;

export const offlineOrdersImportCommand = defineOpsCommand({
  name: 'offline-orders:import',
  summary: 'Import offline orders (CSV: external_ref,phone,brand,store_name,purchased_at,items as "title x qty;…")',
  usage: 'FILE',
  fileArgument: 'csv',
  argsSchema: z.strictObject({
    csv: z.string({ error: 'Name the CSV file: offline-orders:import FILE' }).max(maxCsvLength, 'The file is larger than 16 MB'),
    file: z.string().max(500).optional(),
  }),
  requiresReady: true,
  async run({ database, log, audit }, args) {
    const { importOfflineOrders, OfflineCsvError } = await import('../../modules/feedback/offline-import.ts');
    const { HttpError } = await import('../../plugins/errors.ts');
    try {
      const result = await database.db.transaction(async (tx) => {
        const imported = await importOfflineOrders(tx, args.csv);
        await audit(tx, imported);
        return imported;
      });
      log.info({ ...result, file: args.file }, 'ops offline-orders:import');
      return {
        output: `${result.rows} row(s): ${result.inserted} offline order(s) imported, ${result.duplicates} already known.`,
        data: { ...result },
      };
    } catch (error) {
      if (error instanceof OfflineCsvError) throw new HttpError(400, 'validation_failed', error.message);
      throw error;
    }
  },
});
