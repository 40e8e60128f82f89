import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bnCommon from '../locales/bn/common.json';
import enCommon from '../locales/en/common.json';
import { relativeTime, timeAgo, type Translate } from './relative-time.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function translator(language: 'bn' | 'en'): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { bn: { common: bnCommon }, en: { common: enCommon } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return (key, options) => i18n.t(key, options ?? {});
}

describe('relativeTime', () => {
  it('says just now under a minute, and for a clock that runs ahead', () => {
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeTime(ago(-5_000), now)).toEqual({ unit: 'justNow', count: 0 });
  });

  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(3_600_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(23.9 * 3_600_000), now)).toEqual({ unit: 'hours', count: 23 });
    expect(relativeTime(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(45 * 24 * 3_600_000), now)).toEqual({ unit: 'days', count: 45 });
  });

  it('treats an unreadable date as just now rather than failing', () => {
    expect(relativeTime('not a date', now)).toEqual({ unit: 'justNow', count: 0 });
  });
});

describe('how long ago, in words (cards, inbox, staff area)', () => {
  it('says just now under a minute, then minutes, hours and days, in English', async () => {
    const t = await translator('en');
    expect(timeAgo(t, ago(59_000), 'en', now)).toBe('just now');
    expect(timeAgo(t, ago(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(timeAgo(t, ago(59 * MINUTE), 'en', now)).toBe('59 minutes ago');
    expect(timeAgo(t, ago(5 * HOUR), 'en', now)).toBe('5 hours ago');
    expect(timeAgo(t, ago(24 * HOUR), 'en', now)).toBe('1 day ago');
    expect(timeAgo(t, ago(12 * 24 * HOUR), 'en', now)).toBe('12 days ago');
  });

  it('says it in Bengali with Bengali digits', async () => {
    const t = await translator('bn');
    expect(timeAgo(t, ago(10_000), 'bn', now)).toBe('এইমাত্র');
    expect(timeAgo(t, ago(5 * MINUTE), 'bn', now)).toBe('৫ মিনিট আগে');
    expect(timeAgo(t, ago(23 * HOUR), 'bn', now)).toBe('২৩ ঘণ্টা আগে');
    expect(timeAgo(t, ago(3 * 24 * HOUR), 'bn', now)).toBe('৩ দিন আগে');
  });
});
