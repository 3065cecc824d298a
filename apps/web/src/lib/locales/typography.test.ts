// @vitest-environment node
// The typography of every Ukrainian string of the customer app and the back office (docs/decisions/0046):
// one apostrophe (’), «» quotes, no brackets in brackets, "сканування" for a scan, wording that fits every customer
// and one phone format. The rules live in @loyalty/domain/ukrainian-typography; this runs them over the locale files.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { typographyProblems } from '@loyalty/domain/ukrainian-typography';

const webLocales = fileURLToPath(new URL('.', import.meta.url));
const adminLocales = fileURLToPath(new URL('../../../../admin/src/lib/locales/', import.meta.url));

function texts(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, nested]) => texts(nested, key ? `${key}.${name}` : name));
  }
  return [];
}

function ukrainianFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /(^|\.)uk\.json$/.test(name))
    .map((name) => path.join(dir, name));
}

function problemsIn(files: string[]): string[] {
  return files.flatMap((file) =>
    texts(JSON.parse(readFileSync(file, 'utf8')), '').flatMap(([key, text]) => {
      const problems = typographyProblems(text);
      return problems.length === 0 ? [] : [`${path.basename(file)} ${key} [${problems.join(', ')}]: ${text}`];
    }),
  );
}

describe('Ukrainian typography of the locale files', () => {
  it('finds the Ukrainian files of both apps', () => {
    expect(ukrainianFiles(webLocales).length).toBeGreaterThan(10);
    expect(ukrainianFiles(adminLocales)).toHaveLength(1);
  });

  it('keeps every rule in the customer app', () => {
    expect(problemsIn(ukrainianFiles(webLocales))).toEqual([]);
  });

  it('keeps an interpolated sum of money on the line of its currency, in both languages of the customer app', () => {
    // "{{amount}} грн" with a plain space lets "1 699" and "грн" part at a line end; the formatters leave the unit to the text.
    const amountThenUnit = /\}\} (?=(?:грн|UAH)(?![\p{L}\d]))|(?<![\p{L}\d])UAH \{\{/u;
    const loose = readdirSync(webLocales)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) =>
        texts(JSON.parse(readFileSync(path.join(webLocales, name), 'utf8')), '')
          .filter(([, text]) => amountThenUnit.test(text))
          .map(([key, text]) => `${name} ${key}: ${text}`),
      );
    expect(loose).toEqual([]);
  });

  it('keeps every rule in the back office', () => {
    expect(problemsIn(ukrainianFiles(adminLocales))).toEqual([]);
  });
});
