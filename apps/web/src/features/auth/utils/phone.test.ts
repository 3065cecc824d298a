// Ukrainian mobile number parsing.
import { describe, expect, it } from 'vitest';
import { formatUaPhone, nationalPartOf, toUaMobileE164 } from '@/features/auth/utils/phone';

describe('Ukrainian mobile numbers', () => {
  it.each([
    ['671234567', '+380671234567'],
    ['067 123 45 67', '+380671234567'],
    ['+38 (050) 123-45-67', '+380501234567'],
    ['380931234567', '+380931234567'],
    ['0991234567', '+380991234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(toUaMobileE164(input)).toBe(expected);
  });

  it.each([
    ['441234567', 'a Kyiv landline'],
    ['67123456', 'too short'],
    ['', 'empty'],
    ['001234567', 'no such operator'],
  ])('rejects %s (%s)', (input) => {
    expect(toUaMobileE164(input)).toBeNull();
  });

  it('never keeps more than nine national digits', () => {
    expect(nationalPartOf('67 123 45 67 89')).toBe('671234567');
  });

  it('formats a number for display', () => {
    expect(formatUaPhone('+380671234567')).toBe('+380 67 123 45 67');
  });
});
