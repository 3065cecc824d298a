// The certificate registration from the profile: complete profiles register without a form, others get the form.
import { describe, expect, it } from 'vitest';
import { certProfileOf } from '@/features/certificates/utils/cert-profile';

describe('certProfileOf', () => {
  it('takes the trimmed name and email of a complete profile', () => {
    expect(certProfileOf({ email: ' iryna@example.com ', first_name: 'Ірина ', last_name: ' Гнатюк' })).toEqual({
      email: 'iryna@example.com',
      firstName: 'Ірина',
      lastName: 'Гнатюк',
    });
  });

  it.each([
    ['no email', { email: '', first_name: 'Ірина', last_name: 'Гнатюк' }],
    ['an unusable email', { email: 'iryna@', first_name: 'Ірина', last_name: 'Гнатюк' }],
    ['no first name', { email: 'iryna@example.com', first_name: ' ', last_name: 'Гнатюк' }],
    ['no last name', { email: 'iryna@example.com', first_name: 'Ірина', last_name: null }],
  ])('gives null for %s (the form asks instead)', (_case, customer) => {
    expect(certProfileOf(customer)).toBeNull();
  });

  it('gives null without a customer', () => {
    expect(certProfileOf(null)).toBeNull();
  });
});
