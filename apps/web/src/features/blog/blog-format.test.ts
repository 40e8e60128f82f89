import { expect, it } from 'vitest';
import { publishedDate } from './blog-format.ts';

/** Issue 64: an article's day is the day in Bangladesh (UTC+6), the same in both languages. */
it('gives a moment just after midnight in Dhaka the Dhaka day, in Bengali and in English alike', () => {
  // 00:30 on 11 November in Dhaka is still 10 November in UTC.
  const moment = '2025-11-10T18:30:00.000Z';
  expect(publishedDate(moment, 'bn')).toBe('১১ নভেম্বর, ২০২৫');
  expect(publishedDate(moment, 'en')).toBe('11 November 2025');
});

it('keeps a moment late in the Dhaka evening on its own day', () => {
  const moment = '2025-11-10T17:59:00.000Z';
  expect(publishedDate(moment, 'bn')).toBe('১০ নভেম্বর, ২০২৫');
  expect(publishedDate(moment, 'en')).toBe('10 November 2025');
});
