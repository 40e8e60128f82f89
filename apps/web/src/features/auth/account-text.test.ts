import { describe, expect, it } from 'vitest';
import { formatClock, formatDate } from '../../lib/format-date.ts';
import { safeNext } from './safe-next.ts';
import { textLanguage } from '../../lib/text-language.ts';

describe('account text helpers', () => {
  it('marks English names on Bengali pages and Bengali names on English pages', () => {
    expect(textLanguage('Demo User', 'bn')).toBe('en');
    expect(textLanguage('রহিম উদ্দিন', 'bn')).toBeUndefined();
    expect(textLanguage('রহিম উদ্দিন', 'en')).toBe('bn');
    expect(textLanguage('', 'en')).toBeUndefined();
  });

  it('writes dates and countdowns in the reader’s digits', () => {
    expect(formatDate('1990-05-15', 'bn')).toBe('১৫ মে, ১৯৯০');
    expect(formatDate('1990-05-15', 'en')).toBe('15 May 1990');
    // 20:30 UTC is already the next day in Dhaka.
    expect(formatDate('2024-01-31T20:30:00.000Z', 'en')).toBe('1 February 2024');
    expect(formatClock(599.2, 'bn')).toBe('১০:০০');
    expect(formatClock(61, 'en')).toBe('1:01');
  });

  it('returns only to paths inside the app after signing in', () => {
    expect(safeNext('/user/profile-settings')).toBe('/user/profile-settings');
    expect(safeNext('//evil.example')).toBe('/user/profile');
    expect(safeNext('https://evil.example')).toBe('/user/profile');
    expect(safeNext(null, '/')).toBe('/');
  });
});

describe('digits typed on a Bengali keyboard', () => {
  it('become ASCII digits before they are checked', async () => {
    const { asciiDigits } = await import('../../lib/ascii-digits.ts');
    expect(asciiDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(asciiDigits('12৩')).toBe('123');
    expect(asciiDigits(undefined)).toBeUndefined();
  });
});
