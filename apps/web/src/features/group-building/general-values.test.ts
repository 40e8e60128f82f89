import { describe, expect, it } from 'vitest';
import { generalProblems } from './general-values.ts';

describe('the general interest form checks its three fields by the contracts’ rules (spec §2)', () => {
  it('asks for a division, a place and a valid phone', () => {
    expect(generalProblems({ division: '', location: '  ', phone: '12345' })).toEqual({
      division: 'validation.divisionRequired',
      location: 'validation.groupLocationRequired',
      phone: 'validation.phoneInvalid',
    });
  });

  it('finds nothing wrong with a full answer, and leaves the modal’s name and occupation alone', () => {
    expect(generalProblems({ division: 'rajshahi', location: 'Uposhohor', phone: '01712345678' })).toEqual({});
  });

  it('refuses a phone that does not start with 0 or has the wrong length', () => {
    expect(generalProblems({ division: 'dhaka', location: 'Mirpur', phone: '1712345678' }).phone).toBe(
      'validation.phoneInvalid',
    );
    expect(generalProblems({ division: 'dhaka', location: 'Mirpur', phone: '017123456789' }).phone).toBe(
      'validation.phoneInvalid',
    );
  });
});
