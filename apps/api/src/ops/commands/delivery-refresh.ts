// `delivery:refresh`: takes the Nova Poshta directory from the API now (as the refresh job does) and serves it.
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

export const deliveryRefreshCommand = defineOpsCommand({
  name: 'delivery:refresh',
  summary: 'Refresh the Nova Poshta city and branch directory now (needs NOVAPOSHTA_API_KEY)',
  usage: '',
  argsSchema: z.strictObject({}),
  requiresReady: true,
  async run({ database, audit }) {
    // Loaded here so the CLI can read this command's help without loading the server's modules.
    const { deliveryServicesOf } = await import('../../modules/delivery/plugin.ts');
    const { HttpError } = await import('../../plugins/errors.ts');
    const delivery = deliveryServicesOf(database);
    if (!delivery?.canRefresh) {
      throw new HttpError(409, 'conflict', 'NOVAPOSHTA_API_KEY is not set: the shipped or stored directory stays in use.');
    }
    let result;
    try {
      result = await delivery.refreshNow('ops', (tx, refreshed) => audit(tx, { ...refreshed }));
    } catch (error) {
      throw new HttpError(
        502,
        'refresh_failed',
        `Nova Poshta refresh failed (the previous copy stays): ${(error as Error).message}`,
      );
    }
    return {
      output: `Directory #${result.id} taken ${result.takenAt}: ${result.cities} cities, ${result.branches} branches.`,
      data: { ...result },
    };
  },
});
