import { describe, expect, it } from 'vitest';
import { accountContact } from './account-contact.ts';

describe('what stands beside an account’s name', () => {
  it('is the email when the account has one, even with a number', () => {
    expect(accountContact({ email: 'nadia@example.com', phone: '01712987654' }, 'bn')).toBe('nadia@example.com');
  });

  it('is the number of an account made with a mobile number, in the reader’s digits', () => {
    expect(accountContact({ email: null, phone: '01712987654' }, 'bn')).toBe('০১৭১২৯৮৭৬৫৪');
    expect(accountContact({ email: null, phone: '01712987654' }, 'en')).toBe('01712987654');
  });

  it('is empty, never "null", for an account with neither', () => {
    expect(accountContact({ email: null, phone: null }, 'en')).toBe('');
  });
});
