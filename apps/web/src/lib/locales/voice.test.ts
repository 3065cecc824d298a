// @vitest-environment node
// One voice: the Ukrainian texts speak to the customer with "ти", as most of the app always did. The
// statutory health warning keeps its regulated wording. One vocabulary for the points (docs/decisions/0032): an
// amount is "N XP" (never "N балів"), the points in words are "бали" (never "бонуси"), XP always in capitals.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formalAddressIn } from '@loyalty/domain/ukrainian-typography';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
/** The statutory health warning's regulated wording, and the customer's own words to the shop ("call me back"). */
const exempt = new Set(['uk.json app.healthWarning', 'shop.uk.json checkout.payment.needCall']);

function texts(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, nested]) => texts(nested, key ? `${key}.${name}` : name));
  }
  return [];
}

function allTexts(filePattern: RegExp): string[] {
  return readdirSync(localesDir)
    .filter((name) => filePattern.test(name))
    .flatMap((file) =>
      texts(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')), '').map(([key, text]) => `${file} ${key}: ${text}`),
    );
}

describe('the points vocabulary', () => {
  const uk = allTexts(/(^|\.)uk\.json$/);
  const every = allTexts(/\.json$/);

  it('writes an amount as "N XP", in both languages', () => {
    expect(
      uk.filter((line) => /(\d|\}\})\s*(бал|балів|бали|бала)(?![а-яіїєґ])/i.test(line.split(': ').slice(1).join(': '))),
    ).toEqual([]);
    expect(
      every.filter((line) => /(\d|\{\{(count|amount|xp|balance)\}\})\s*points?\b/i.test(line.split(': ').slice(1).join(': '))),
    ).toEqual([]);
  });

  it('calls the points "бали" in words and "XP" only after a number, never both at once ("бали XP")', () => {
    const words = (line: string) => line.split(': ').slice(1).join(': ');
    expect(uk.filter((line) => /(?<![\p{L}])(бал(и|ів|ами|ам|ах)?|бонус\p{L}*)\s+XP/iu.test(words(line)))).toEqual([]);
    expect(every.filter((line) => /\bXP points?\b|\bpoints? XP\b/i.test(words(line)))).toEqual([]);
  });

  it('writes "XP" only as the unit of an amount ("300 XP", "×2 XP"), never as a noun in a sentence ("Як отримати XP")', () => {
    const words = (line: string) => line.split(': ').slice(1).join(': ');
    // An amount: a number or a placeholder right before it ("{{count}} XP", "+25 XP", "×{{factor}} XP").
    const asNoun = /(?<![\d}]\s?)(?<![\d}])XP\b/u;
    expect(uk.filter((line) => asNoun.test(words(line)))).toEqual([]);
    expect(asNoun.test('Як отримати XP')).toBe(true);
    expect(asNoun.test('Обмінюй XP на електронні сертифікати')).toBe(true);
    expect(asNoun.test('Рівень залежить від XP, зароблених за останні 365 днів')).toBe(true);
    expect(asNoun.test('Ще {{amount}} до {{level}}: {{count}} XP')).toBe(false);
    expect(asNoun.test('×2 XP за стіки')).toBe(false);
  });

  it('labels the balance one way, "Мій баланс", never "На рахунку", "Твій баланс", "Баланс" or "Залишок"', () => {
    const words = (line: string) => line.split(': ').slice(1).join(': ');
    const otherLabels = /(^|[.!?]\s+)(На рахунку(:|$)|Твій баланс|Баланс(:|$)|Залишок:)/u;
    expect(uk.filter((line) => otherLabels.test(words(line)))).toEqual([]);
    const otherEnglish = /(^|[.!?]\s+)(On your account(:|$)|Your balance|Balance( left)?(:|$))/u;
    expect(every.filter((line) => otherEnglish.test(words(line)))).toEqual([]);
  });

  it('calls the points "бали", never "бонуси", and XP in capitals', () => {
    expect(uk.filter((line) => /бонус/i.test(line.split(': ').slice(1).join(': ')))).toEqual([]);
    const words = (line: string) =>
      line
        .split(': ')
        .slice(1)
        .join(': ')
        .replace(/\{\{[^}]*\}\}/g, '');
    expect(every.filter((line) => /\b(xp|Xp|xP)\b/.test(words(line)))).toEqual([]);
  });
});

describe('Ukrainian texts', () => {
  it('address the customer with "ти" everywhere', () => {
    const formalTexts = readdirSync(localesDir)
      .filter((name) => /(^|\.)uk\.json$/.test(name))
      .flatMap((file) =>
        texts(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')), '')
          .filter(([key, text]) => formalAddressIn(text).length > 0 && !exempt.has(`${file} ${key}`))
          .map(([key, text]) => `${file} ${key}: ${text}`),
      );
    expect(formalTexts).toEqual([]);
  });
});
