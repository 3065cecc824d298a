import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configDocs } from '../config/docs.ts';
import { opsCommands } from './registry.ts';
import { withReadmeTables } from './readme-tables.ts';

describe('README tables', () => {
  it('document every configuration variable and operator command as the code has them', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    // Run `npm run readme -w @loyalty/api` after changing config.ts or the ops registry.
    expect(readme).toBe(withReadmeTables(readme));
    for (const doc of configDocs) expect(readme).toContain(`\`${doc.variable}\``);
    for (const command of opsCommands) expect(readme).toContain(command.name);
  });
});
