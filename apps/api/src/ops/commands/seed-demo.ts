// `seed:demo`: loads the demo catalogue and content into an empty database (never touches one that has data).
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

export const seedDemoCommand = defineOpsCommand({
  name: 'seed:demo',
  summary: 'Seed the demo catalogue, content, rewards, stores and pack codes into an empty database',
  usage: '',
  argsSchema: z.strictObject({}),
  requiresReady: true,
  async run({ database, log, audit }) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { seedDemoData } = await import('@loyalty/db/seed');
    const { seeded } = await database.db.transaction(async (tx) => {
      const outcome = await seedDemoData(tx);
      await audit(tx, outcome);
      return outcome;
    });
    log.info({ seeded }, 'ops seed:demo');
    return {
      output: seeded ? 'Demo data seeded.' : 'The database already has a catalogue; nothing was seeded.',
      data: { seeded },
    };
  },
});
