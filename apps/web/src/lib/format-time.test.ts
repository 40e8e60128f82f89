import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonth } from './format-time.ts';

describe('date and time formatting', () => {
  it('shows a moment in Dhaka time, with Bengali digits and a 24-hour clock in bn', () => {
    expect(formatDateTime('2025-09-15T04:32:00Z', 'en')).toBe('15 Sept 2025, 10:32 am');
    const bn = formatDateTime('2025-09-15T14:32:00Z', 'bn');
    expect(bn).toContain('২০:৩২');
    expect(bn).not.toMatch(/[A-Za-z0-9]/);
  });

  it('names a YYYY-MM month short or long in the reader’s language', () => {
    expect(formatMonth('2025-01', 'en')).toBe('Jan');
    expect(formatMonth('2025-09', 'en', 'long')).toBe('September 2025');
    expect(formatMonth('2025-09', 'bn', 'long')).toBe('সেপ্টেম্বর ২০২৫');
  });
});
