// The lint rule that keeps /api calls on their descriptors (eslint.config.js, docs/decisions/0050) fails on a fetcher
// that names a path itself, and passes the same call made through its descriptor.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const fixture = readFileSync(new URL('./fixtures/literal-api-path.ts.txt', import.meta.url), 'utf8');

async function messagesOf(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
}

describe('calls through descriptors only', () => {
  it('fails a web or admin file that calls /api with a path of its own', async () => {
    const web = await messagesOf(fixture, 'apps/web/src/features/content/api/fixture.ts');
    expect(web.map((message) => message.line)).toEqual([4, 5, 6, 7]);
    expect(web[0]?.message).toContain('descriptor');
    const admin = await messagesOf(fixture, 'apps/admin/src/features/news/api/fixture.ts');
    expect(admin).toHaveLength(4);
  }, 60_000);

  it('passes the same call made through its descriptor, and the clients themselves', async () => {
    const throughDescriptor = [
      "import * as contentEndpoints from '@loyalty/contracts/endpoints/content';",
      "import { call } from '@/lib/api-client';",
      "export const a = () => call(contentEndpoints.getFaq, { body: { product: 'glo', topic: 'general' } });",
      '',
    ].join('\n');
    expect(await messagesOf(throughDescriptor, 'apps/web/src/features/content/api/fixture.ts')).toEqual([]);
    expect(await messagesOf(fixture, 'apps/web/src/lib/api-client.ts')).toEqual([]);
  }, 60_000);
});
