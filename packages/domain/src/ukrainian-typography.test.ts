import { describe, expect, it } from 'vitest';
import { typesetUkrainian, typographyProblems } from './ukrainian-typography.ts';

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
    // An apostrophe mangled by a tool that read UTF-8 as Latin-1.
    expect(typographyProblems('Кур\u00e2\u0080\u0099єр')).toEqual(['stray-character']);
    expect(typographyProblems('Курâ€™єр')).toEqual(['stray-character']);
  });

  it('does not read interpolations', () => {
    expect(typographyProblems('Код надіслано на {{phone}}')).toEqual([]);
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
