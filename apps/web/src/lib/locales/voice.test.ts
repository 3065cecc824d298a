// @vitest-environment node
// One voice (issue 14): the Ukrainian texts speak to the customer with "ти", as most of the app always did. The
// statutory health warning keeps its regulated wording.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
/** Formal address: the pronoun and the imperatives the app uses, in their "ви" form. */
const formal =
  /(?<![а-яіїєґ’'])(ви|вас|вам|вами|ваш[а-яіїєґ]*|введіть|оберіть|натисніть|спробуйте|перевірте|увійдіть|зверніться|скористайтеся|зачекайте|підтвердіть|відскануйте|виберіть|вкажіть|додайте|змініть|заповніть|прочитайте|поділіться|запросіть|отримайте|зареєструйтеся|дізнайтеся|оновіть|встановіть|дозвольте|увімкніть|скопіюйте)(?![а-яіїєґ’'])/i;
const regulated = new Set(['uk.json app.healthWarning']);

function texts(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, nested]) => texts(nested, key ? `${key}.${name}` : name));
  }
  return [];
}

describe('Ukrainian texts', () => {
  it('address the customer with "ти" everywhere', () => {
    const formalTexts = readdirSync(localesDir)
      .filter((name) => /(^|\.)uk\.json$/.test(name))
      .flatMap((file) =>
        texts(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')), '')
          .filter(([key, text]) => formal.test(text) && !regulated.has(`${file} ${key}`))
          .map(([key, text]) => `${file} ${key}: ${text}`),
      );
    expect(formalTexts).toEqual([]);
  });
});
