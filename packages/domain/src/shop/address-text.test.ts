import { describe, expect, it } from 'vitest';
import { AddressTextError, addressText } from './address-text.ts';

describe('addressText', () => {
  it('writes the courier address as street label, буд. house, кв. flat', () => {
    expect(addressText({ mode: 'courier', streetLabel: 'вул. Хрещатик', house: '22', flat: '5' })).toBe(
      'вул. Хрещатик, буд. 22, кв. 5',
    );
  });

  it('writes the third service address as street, кв./оф. flat', () => {
    expect(addressText({ mode: 'third', street: 'вул. Сумська 10', flat: '41' })).toBe('вул. Сумська 10, кв./оф. 41');
  });

  it('writes the branch as відділення №number', () => {
    expect(addressText({ mode: 'branch', number: 12 })).toBe('відділення №12');
    expect(addressText({ mode: 'branch', number: ' 7 ' })).toBe('відділення №7');
  });

  it('omits the flat part when the flat is empty', () => {
    expect(addressText({ mode: 'courier', streetLabel: 'вул. Хрещатик', house: '22', flat: '  ' })).toBe(
      'вул. Хрещатик, буд. 22',
    );
    expect(addressText({ mode: 'courier', streetLabel: 'вул. Хрещатик', house: '22' })).toBe('вул. Хрещатик, буд. 22');
    expect(addressText({ mode: 'third', street: 'вул. Сумська 10', flat: null })).toBe('вул. Сумська 10');
  });

  it('names the missing required field', () => {
    const field = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof AddressTextError ? error.field : 'other error';
      }
      return 'no error';
    };
    expect(field(() => addressText({ mode: 'courier', streetLabel: ' ', house: '1' }))).toBe('street');
    expect(field(() => addressText({ mode: 'courier', streetLabel: 'вул. А', house: '' }))).toBe('house');
    expect(field(() => addressText({ mode: 'third', street: '' }))).toBe('street');
    expect(field(() => addressText({ mode: 'branch', number: '' }))).toBe('number');
  });
});
