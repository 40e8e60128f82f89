import { describe, expect, it } from 'vitest';
import { amountOf, digitsBefore, groupAmount, positionAfterDigits } from './amount-text.ts';

describe('an amount grouped as it is typed (issue 12)', () => {
  it('groups in lakh and crore in Bengali, in thousands in English', () => {
    expect(groupAmount('25000', 'bn')).toBe('২৫,০০০');
    expect(groupAmount('১৫৬০০০০০', 'bn')).toBe('১,৫৬,০০,০০০');
    expect(groupAmount('২৫,০০০', 'en')).toBe('25,000');
    expect(groupAmount('15600000', 'en')).toBe('15,600,000');
    expect(groupAmount('2,5,000', 'bn')).toBe('২৫,০০০');
  });

  it('leaves text that is not a whole number as it was typed, and empty text empty', () => {
    expect(groupAmount('25k', 'bn')).toBe('25k');
    expect(groupAmount('২৫.৫', 'bn')).toBe('২৫.৫');
    expect(groupAmount(' , ', 'bn')).toBe('');
    expect(amountOf('২৫,০০০')).toBe(25_000);
    expect(amountOf('25k')).toBeNull();
    expect(amountOf('')).toBeNull();
  });

  it('keeps the caret after the same digit when the commas move', () => {
    // "5" typed into "২৫,০০|০": the commas move, and the caret stays right after the new digit.
    const typed = '২৫,০০5০';
    const shown = groupAmount(typed, 'bn');
    expect(shown).toBe('২,৫০,০৫০');
    const caret = positionAfterDigits(shown, digitsBefore(typed, 6));
    expect(shown.slice(0, caret)).toBe('২,৫০,০৫');
    expect(positionAfterDigits(shown, 0)).toBe(0);
    expect(positionAfterDigits(shown, 99)).toBe(shown.length);
  });
});
