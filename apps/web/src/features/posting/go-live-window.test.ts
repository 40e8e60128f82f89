import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bnPosting from '../../locales/bn/posting.json';
import enPosting from '../../locales/en/posting.json';
import { dayPartOf, formatGoLiveMoment, formatGoLiveWindow } from './go-live-window.ts';

/** The go-live window as a poster reads it (issue 12), with the app's own texts. */
const translations = createInstance();
let bn: TFunction;
let en: TFunction;
beforeAll(async () => {
  await translations.init({
    resources: { bn: { posting: bnPosting }, en: { posting: enPosting } },
    lng: 'bn',
    interpolation: { escapeValue: false },
  });
  bn = translations.getFixedT('bn');
  en = translations.getFixedT('en');
});

/** A moment given as Dhaka wall-clock time (UTC+6). */
const dhaka = (wall: string) => new Date(`${wall}+06:00`);
const iso = (wall: string) => dhaka(wall).toISOString();

describe('the go-live window in words', () => {
  it('names the part of the day as Bengali speakers do', () => {
    expect([5, 8, 10, 12, 13, 15, 17, 18, 19, 20, 23, 2].map(dayPartOf)).toEqual([
      'dawn',
      'morning',
      'morning',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
      'night',
    ]);
  });

  it('says "আজ সন্ধ্যা ৬:০৫ থেকে আগামীকাল দুপুর ১:০৫-এর মধ্যে" for a post sent at 5:05 pm', () => {
    const now = dhaka('2026-11-22T17:05:00');
    const window = { from: iso('2026-11-22T18:05:00'), to: iso('2026-11-23T13:05:00') };
    expect(formatGoLiveWindow(window, now, 'bn', bn)).toBe(
      'বিজ্ঞাপনটি সম্ভবত আজ সন্ধ্যা ৬:০৫ থেকে আগামীকাল দুপুর ১:০৫-এর মধ্যে লাইভ হবে (বাংলাদেশ সময়)।',
    );
    expect(formatGoLiveWindow(window, now, 'en', en)).toBe(
      'Your post should go live between 6:05 PM today and 1:05 PM tomorrow (Bangladesh time).',
    );
  });

  it('names the day once when the window is within one day', () => {
    const now = dhaka('2026-11-22T21:10:00');
    const window = { from: iso('2026-11-23T11:00:00'), to: iso('2026-11-23T15:00:00') };
    expect(formatGoLiveWindow(window, now, 'bn', bn)).toBe(
      'বিজ্ঞাপনটি সম্ভবত আগামীকাল সকাল ১১:০০ থেকে বিকেল ৩:০০-এর মধ্যে লাইভ হবে (বাংলাদেশ সময়)।',
    );
    expect(formatGoLiveWindow(window, now, 'en', en)).toBe(
      'Your post should go live between 11:00 AM and 3:00 PM tomorrow (Bangladesh time).',
    );
  });

  it('counts today and tomorrow in Dhaka, not by the phone’s clock in UTC', () => {
    // 00:30 in Dhaka is still the previous day in UTC: the morning after is "today".
    const now = dhaka('2026-11-23T00:30:00');
    expect(formatGoLiveMoment(iso('2026-11-23T11:00:00'), now, 'bn', bn)).toBe('আজ সকাল ১১:০০');
    expect(formatGoLiveMoment(iso('2026-11-23T15:00:00'), now, 'bn', bn)).toBe('আজ বিকেল ৩:০০');
    expect(formatGoLiveMoment(iso('2026-11-24T12:00:00'), now, 'bn', bn)).toBe('আগামীকাল দুপুর ১২:০০');
  });

  it('names the date when the moment is further away, still without Latin digits in Bengali', () => {
    const now = dhaka('2026-11-20T12:00:00');
    const later = formatGoLiveMoment(iso('2026-11-22T10:00:00'), now, 'bn', bn);
    expect(later).toMatch(/^রবিবার,? ২২ নভেম্বর সকাল ১০:০০$/);
    expect(later).not.toMatch(/[A-Za-z0-9]/);
    expect(formatGoLiveMoment(iso('2026-11-22T10:00:00'), now, 'en', en)).toBe('Sunday, November 22, 10:00 AM');
  });
});
