import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, hasCome, monthOf } from './months.ts';

describe('months as a rent post names them', () => {
  it('takes the month as it is in Bangladesh, not on the reader’s clock', () => {
    // 20:00 UTC on 31 December is already 2 a.m. on 1 January in Dhaka.
    expect(monthOf(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01');
    expect(monthOf(new Date('2026-12-31T17:00:00Z'))).toBe('2026-12');
  });

  it('counts months across the year', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-11', 12)).toBe('2027-11');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  it('says whether a month has come, and names it in either language', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(hasCome('2026-11', now)).toBe(true);
    expect(hasCome('2026-05', now)).toBe(true);
    expect(hasCome('2026-12', now)).toBe(false);
    expect(formatMonth('2026-12', 'bn')).toBe('ডিসেম্বর ২০২৬');
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
  });
});
