import { describe, expect, it } from 'vitest';
import { formalAddressIn, keepNumbersWithUnits, typesetUkrainian, typographyProblems } from './ukrainian-typography.ts';

describe('typographyProblems', () => {
  it('accepts a text that keeps every rule', () => {
    expect(typographyProblems('Кур’єр привезе «Пачку, 20 стіків» за {{count}} днів; дзвони +380 44 390 12 01.')).toEqual([]);
    expect(typographyProblems('Мультискан зараховує всі коди з одного фото')).toEqual([]);
    expect(typographyProblems('Ти ще нічого не відсканувати? Це займе хвилину.')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(typographyProblems("Кур'єр")).toEqual(['apostrophe']);
    expect(typographyProblems('Курʼєр')).toEqual(['apostrophe']);
    expect(typographyProblems('Поштомат "Нова Пошта"')).toEqual(['quotes']);
    expect(typographyProblems('Стіки (Пачка (20 стіків))')).toEqual(['nested-brackets']);
    expect(typographyProblems('Не більше 30 сканів на місяць')).toEqual(['scan-word']);
    expect(typographyProblems('Я помилився з відповіддю')).toEqual(['gendered']);
    expect(typographyProblems('Ти вже замовив(-ла) 2 пачки')).toEqual(['gendered']);
    expect(typographyProblems('Ти ще нічого не сканував.')).toEqual(['gendered']);
    expect(typographyProblems('Забув PIN? Отримати код')).toEqual(['gendered']);
    expect(typographyProblems('Телефон 067 123 45 67')).toEqual(['phone-format']);
    expect(typographyProblems('Телефон +380671234567')).toEqual(['phone-format']);
    expect(typographyProblems('Щіточки для очищення (10 шт.)')).toEqual(['number-unit']);
    expect(typographyProblems('Доставка від 399 грн')).toEqual(['number-unit']);
    // An apostrophe mangled by a tool that read UTF-8 as Latin-1.
    expect(typographyProblems('Кур\u00e2\u0080\u0099єр')).toEqual(['stray-character']);
    expect(typographyProblems('Курâ€™єр')).toEqual(['stray-character']);
  });

  it('does not read interpolations', () => {
    expect(typographyProblems('Код надіслано на {{phone}}')).toEqual([]);
  });
});

describe('keepNumbersWithUnits', () => {
  it('holds a number and its unit together with a no-break space', () => {
    expect(keepNumbersWithUnits('Щіточки (10 шт.) за 150 XP')).toBe('Щіточки (10\u00a0шт.) за 150\u00a0XP');
    expect(keepNumbersWithUnits('349 грн, 14 мг, 350 мл, 3 г.')).toBe('349\u00a0грн, 14\u00a0мг, 350\u00a0мл, 3\u00a0г.');
    expect(typographyProblems(keepNumbersWithUnits('Ще 150 XP до «Щіточки (10 шт.)»'))).toEqual([]);
  });

  it('keeps a short code such as USB-C whole with a no-break hyphen, and leaves other hyphens', () => {
    expect(keepNumbersWithUnits('Кабель USB-C glo™')).toBe('Кабель USB\u2011C glo™');
    // A promo code is copied into a field as it reads: its hyphen stays the one typed.
    const text = 'micro-USB, будь-який, Wi-Fi, код VELO-30, REW-ABCD12, 2026-11-28';
    expect(keepNumbersWithUnits(text)).toBe(text);
  });

  it('leaves a number before an ordinary word, and a unit-like start of a longer word', () => {
    const text = 'Ще 2 гри, 5 годин і 20 стіків; 10 грамів';
    expect(keepNumbersWithUnits(text)).toBe(text);
  });
});

describe('formalAddressIn', () => {
  it('finds the pronouns and the verbs of the formal address', () => {
    expect(formalAddressIn('Відкрийте застосунок і введіть код. Маєте питання? Ваш код у SMS; приєднуйтеся!')).toEqual([
      'Відкрийте',
      'введіть',
      'Маєте',
      'Ваш',
      'приєднуйтеся',
    ]);
    expect(formalAddressIn('<p>Ви отримаєте XP на рахунок вашого клубу</p>')).toEqual(['Ви', 'отримаєте', 'вашого']);
  });

  it('finds nothing in a text that says "ти"', () => {
    expect(formalAddressIn('Відкрий застосунок, введи код і поділися ним з другом. Маєш питання? Твій код у SMS.')).toEqual(
      [],
    );
  });
});

describe('typesetUkrainian', () => {
  it('sets the apostrophe and the quotes', () => {
    expect(typesetUkrainian(`Поштомат "Нова Пошта" №1, вул. П'ятницька`)).toBe('Поштомат «Нова Пошта» №1, вул. П’ятницька');
    expect(typesetUkrainian('“Ок” Мʼята')).toBe('«Ок» М’ята');
  });

  it('leaves a text that needs nothing as it is', () => {
    expect(typesetUkrainian('Відділення №1 (до 30 кг): вул. Велика Васильківська, 57')).toBe(
      'Відділення №1 (до 30 кг): вул. Велика Васильківська, 57',
    );
  });
});
