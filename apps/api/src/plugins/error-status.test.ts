// The one table that turns a domain error's code into an HTTP status: every code declared in contracts has one, and
// the refusals the HTTP layer still raises itself (HttpError with a literal status) agree with it, so a response's
// status never depends on which layer refused.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus } from '@loyalty/contracts/errors';
import { outageCodes } from '../lib/domain-error.ts';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the status of each error code', () => {
  it('maps every declared code, and nothing else, to a 4xx or 5xx status', () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...errorCodes].sort());
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(status >= 400 && status < 600, `${code}: ${status}`).toBe(true);
    }
  });

  it('counts as outages exactly the codes answered with 5xx', () => {
    const fiveHundreds = Object.entries(errorStatus)
      .filter(([, status]) => status >= 500)
      .map(([code]) => code)
      .sort();
    expect([...outageCodes].sort()).toEqual(fiveHundreds);
  });

  it("gives every HttpError of the source its code's status", () => {
    const thrown = sourceFiles(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/new HttpError\(\s*(\d{3}),\s*'([A-Za-z_]+)'/g)].map((match) => ({
        where: path.relative(sourceRoot, file),
        status: Number(match[1]),
        code: match[2] ?? '',
      })),
    );
    // The scan reads something: the HTTP layer raises dozens of these.
    expect(thrown.length).toBeGreaterThan(20);
    const disagreeing = thrown.filter(({ status, code }) => (errorStatus as Record<string, number>)[code] !== status);
    expect(disagreeing).toEqual([]);
  });

  it('leaves no HttpError in business code: services, the ledger and the lifecycle throw domain errors', () => {
    const httpLayer = /(^|\/)(routes\.ts|routes\/|plugins\/|ops\/|app\.ts)/;
    const business = sourceFiles(sourceRoot)
      .map((file) => path.relative(sourceRoot, file))
      .filter((file) => !httpLayer.test(file));
    const offenders = business.filter((file) => /\bHttpError\b/.test(readFileSync(path.join(sourceRoot, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
