// `status`: what an operator checks first — version, readiness, database kind, applied migrations, content counts.
import { z } from 'zod';
import { defineOpsCommand } from '../command.ts';

export const statusCommand = defineOpsCommand({
  name: 'status',
  summary: 'Version, readiness, database kind, applied migrations and content counts',
  usage: '',
  argsSchema: z.strictObject({}),
  readOnly: true,
  requiresReady: false,
  async run({ database, version, isReady }) {
    // Loaded here so the CLI can read this command's help without loading database drivers.
    const { appliedMigrations } = await import('@loyalty/db/migrate');
    const { news, products } = await import('@loyalty/db/schema');
    const migrations = await appliedMigrations(database);
    // Before migrations finish the tables may not exist yet.
    const counts = isReady ? { products: await database.db.$count(products), news: await database.db.$count(news) } : null;
    const latest = migrations.at(-1);
    const lines = [
      `version     ${version}`,
      `ready       ${isReady ? 'yes' : 'no (starting: migrations or seed still running)'}`,
      `database    ${database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}`,
      `migrations  ${migrations.length} applied${latest ? ` (latest ${latest.tag} at ${latest.appliedAt})` : ''}`,
      `products    ${counts ? counts.products : '-'}`,
      `news        ${counts ? counts.news : '-'}`,
    ];
    return {
      output: lines.join('\n'),
      data: { version, ready: isReady, database: database.kind, migrations, counts },
    };
  },
});
