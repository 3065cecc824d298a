// The table-owner lint rule (eslint.config.js, decision 0051) refuses a module reaching another module's table:
// the fixture reads `news` directly; linted as a file of the push module it fails, as a file of content it passes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = readFileSync(new URL('../lint-fixtures/news-outside-content.ts', import.meta.url), 'utf8');

async function restrictedImports(filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(fixture, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('one owner per table', () => {
  it('refuses the news table imported outside the content module', async () => {
    const messages = await restrictedImports('apps/api/src/modules/push/news-title.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('belongs to the content module');
  }, 30_000);

  it('lets the content module use its own table', async () => {
    expect(await restrictedImports('apps/api/src/modules/content/news-title.ts')).toEqual([]);
  }, 30_000);
});
