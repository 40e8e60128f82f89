import { describe, expect, it } from 'vitest';
import { daysInMonth, joinDate, monthNamesOf, splitDate, yearRange } from './calendar-parts.ts';

describe('calendar parts', () => {
  it('reads and writes the API text', () => {
    expect(splitDate('1985-01-06')).toEqual({ year: '1985', month: '1', day: '6' });
    expect(splitDate('2027-03')).toEqual({ year: '2027', month: '3', day: '' });
    expect(splitDate('')).toEqual({ year: '', month: '', day: '' });
    expect(joinDate({ year: '1985', month: '1', day: '6' }, { withDay: true })).toBe('1985-01-06');
    expect(joinDate({ year: '2027', month: '3', day: '' }, { withDay: false })).toBe('2027-03');
    expect(joinDate({ year: '', month: '', day: '' }, { withDay: true })).toBe('');
    expect(joinDate({ year: '1985', month: '', day: '6' }, { withDay: true })).toBe('1985--06');
    expect(joinDate({ year: '1985', month: '', day: '6' }, { withDay: true, incomplete: 'empty' })).toBe('');
  });

  it('knows month lengths, month names and year lists', () => {
    expect(daysInMonth('2', '2000')).toBe(29);
    expect(daysInMonth('2', '1999')).toBe(28);
    expect(daysInMonth('', '')).toBe(31);
    expect(monthNamesOf('bn')[0]).toBe('জানুয়ারি');
    expect(monthNamesOf('en')[11]).toBe('December');
    expect(yearRange(2026, 2023)).toEqual([2026, 2025, 2024, 2023]);
    expect(yearRange(2024, 2026, '2030')).toEqual([2024, 2025, 2026, 2030]);
    expect(yearRange(2026, 2024, '1990')).toEqual([2026, 2025, 2024, 1990]);
  });
});
