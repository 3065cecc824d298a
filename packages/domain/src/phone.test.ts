// The one phone normaliser, as the server binds it (full mobile metadata): what login, the offline-order import and
// the operator's xp:adjust accept.
import { describe, expect, it } from 'vitest';
import { formatUaPhone, groupUaNational, nationalPartOf, phoneQueryOf } from './phone-format.ts';
import { normaliseUaMobile } from './ua-mobile-phone.ts';

describe('normaliseUaMobile', () => {
  it.each([
    ['+380671234567', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['0671234567', '+380671234567'],
    ['80671234567', '+380671234567'],
    ['671234567', '+380671234567'],
    ['+38 (067) 123-45-67', '+380671234567'],
    ['067 123 45 67', '+380671234567'],
    ['0991234567', '+380991234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseUaMobile(input)).toBe(expected);
  });

  it.each([
    ['+380441234567', 'a Kyiv landline'],
    ['+380001234567', 'no such operator'],
    ['067123456', 'too short'],
    ['3806712345678', 'a digit too many'],
    ['+480671234567', 'another country'],
    ['', 'empty'],
    ['not a phone', 'no digits'],
  ])('refuses %s (%s)', (input) => {
    expect(normaliseUaMobile(input)).toBeNull();
  });

  it('keeps nine national digits while typing, and formats for display', () => {
    expect(nationalPartOf('67 123 45 67 89')).toBe('671234567');
    expect(formatUaPhone('+380671234567')).toBe('+380 67 123 45 67');
    expect(formatUaPhone('+380800300500')).toBe('+380 800 300 500');
  });
});

describe('groupUaNational', () => {
  it('groups the national digits as they are typed, never with a trailing space', () => {
    expect(groupUaNational('')).toBe('');
    expect(groupUaNational('6')).toBe('6');
    expect(groupUaNational('67')).toBe('67');
    expect(groupUaNational('675')).toBe('67 5');
    expect(groupUaNational('6756253')).toBe('67 562 53');
    expect(groupUaNational('675625320')).toBe('67 562 53 20');
    // What the field shows reads back as the same digits.
    expect(nationalPartOf(groupUaNational('675625320'))).toBe('675625320');
  });
});

describe('phoneQueryOf', () => {
  it.each(['+380671234567', '+38 (067) 123-45-67', '067 123 45 67', '067-123-45-67', '380671234567', '80671234567', '671234567'])(
    'reads %s as the one number',
    (input) => {
      expect(phoneQueryOf(input)).toEqual({ exact: '+380671234567' });
    },
  );

  it('reads a fragment as the end of a number or its start after the country code', () => {
    expect(phoneQueryOf('45 67')).toEqual({ prefix: '+3804567', suffix: '4567' });
    expect(phoneQueryOf('067 12')).toEqual({ prefix: '+3806712', suffix: '06712' });
    expect(phoneQueryOf('+38067')).toEqual({ prefix: '+38067', suffix: '38067' });
    expect(phoneQueryOf('1234567')).toEqual({ prefix: '+3801234567', suffix: '1234567' });
  });

  it.each(['123', 'Коваленко', 'a@b.c', '067 12 ab', ''])('does not read %s as a phone', (input) => {
    expect(phoneQueryOf(input)).toBeNull();
  });
});
