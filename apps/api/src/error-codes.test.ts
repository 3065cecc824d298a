// Every error code the server can answer with is declared in contracts/errors.ts, and every code the web app tests
// for is one of those or one of its own. (The types enforce it too: DomainError and HttpError take an ErrorCode, ApiError's code is
// ErrorCode | ClientErrorCode; this test reads the sources so a cast cannot slip one past.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@loyalty/contracts/errors';
import { repoRoot } from '@loyalty/db/paths';

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function codesIn(files: string[], patterns: RegExp[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) found.set(match[1] ?? '', path.relative(repoRoot, file));
    }
  }
  return found;
}

const declared = new Set<string>(errorCodes);

describe('error codes', () => {
  it('the server sends only declared codes', () => {
    const server = codesIn(sourcesUnder(path.join(repoRoot, 'apps/api/src')), [
      /new HttpError\(\s*\d+,\s*'([^']+)'/g,
      /new DomainError\(\s*'([^']+)'/g,
      /new RetryLaterError\(\s*'([^']+)'/g,
      /isDomainError\(\s*\w+,\s*'([^']+)'/g,
    ]);
    expect(server.size).toBeGreaterThan(40);
    const undeclared = [...server].filter(([code]) => !declared.has(code));
    expect(undeclared).toEqual([]);
  });

  it('the web app and the back-office compare errors only with declared codes or the client kit’s own', () => {
    const clientCodes = readFileSync(path.join(repoRoot, 'packages/client/src/api-error.ts'), 'utf8');
    const own = new Set(
      [...(/export type ClientErrorCode =([^;]+);/.exec(clientCodes)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]),
    );
    expect(own.has('network_error')).toBe(true);
    const web = codesIn(
      ['apps/web/src', 'apps/admin/src', 'packages/client/src'].flatMap((dir) => sourcesUnder(path.join(repoRoot, dir))),
      [/\.code === '([^']+)'/g, /new ApiError\(\s*[^,]+,\s*'([^']+)'/g],
    );
    expect(web.size).toBeGreaterThan(10);
    const unknown = [...web].filter(([code]) => !declared.has(code) && !own.has(code));
    expect(unknown).toEqual([]);
  });
});
