import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import bnInbox from '../../locales/bn/inbox.json';
import enInbox from '../../locales/en/inbox.json';
import { badgeText } from './badge-text.ts';
import { receivedAgo, type Translate } from './notification-labels.ts';
import { linkTarget } from './notification-link.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function translator(language: 'bn' | 'en'): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { bn: { inbox: bnInbox }, en: { inbox: enInbox } }, defaultNS: 'inbox', interpolation: { escapeValue: false } });
  return (key, options) => i18n.t(key, options ?? {});
}

describe('how long ago a notification came', () => {
  it('says just now under a minute, then minutes, hours and days, in English', async () => {
    const t = await translator('en');
    expect(receivedAgo(t, ago(59_000), 'en', now)).toBe('just now');
    expect(receivedAgo(t, ago(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(receivedAgo(t, ago(59 * MINUTE), 'en', now)).toBe('59 minutes ago');
    expect(receivedAgo(t, ago(5 * HOUR), 'en', now)).toBe('5 hours ago');
    expect(receivedAgo(t, ago(24 * HOUR), 'en', now)).toBe('1 day ago');
    expect(receivedAgo(t, ago(12 * 24 * HOUR), 'en', now)).toBe('12 days ago');
  });

  it('says it in Bengali with Bengali digits', async () => {
    const t = await translator('bn');
    expect(receivedAgo(t, ago(10_000), 'bn', now)).toBe('এইমাত্র');
    expect(receivedAgo(t, ago(5 * MINUTE), 'bn', now)).toBe('৫ মিনিট আগে');
    expect(receivedAgo(t, ago(23 * HOUR), 'bn', now)).toBe('২৩ ঘণ্টা আগে');
    expect(receivedAgo(t, ago(3 * 24 * HOUR), 'bn', now)).toBe('৩ দিন আগে');
  });
});

describe('the unread badge', () => {
  it('shows the count up to 99, then 99+, in the reader’s digits', () => {
    expect(badgeText(7, 'en')).toBe('7');
    expect(badgeText(99, 'en')).toBe('99');
    expect(badgeText(100, 'en')).toBe('99+');
    expect(badgeText(3, 'bn')).toBe('৩');
    expect(badgeText(250, 'bn')).toBe('৯৯+');
  });
});

describe('a notification’s link', () => {
  const origin = 'https://ghorbari.example';
  it('follows pages of the site with the router and leaves other sites as links', () => {
    expect(linkTarget('/Property-Buy-Sell-Details/S-12', origin)).toEqual({ kind: 'internal', to: '/Property-Buy-Sell-Details/S-12' });
    expect(linkTarget(`${origin}/user/my-properties?tab=1#top`, origin)).toEqual({ kind: 'internal', to: '/user/my-properties?tab=1#top' });
    expect(linkTarget('https://www.facebook.com/ghorbari.bd', origin)).toEqual({ kind: 'external', href: 'https://www.facebook.com/ghorbari.bd' });
  });

  it('offers no link for none, or for a script address', () => {
    expect(linkTarget(null, origin)).toBeNull();
    expect(linkTarget('  ', origin)).toBeNull();
    expect(linkTarget('javascript:alert(1)', origin)).toBeNull();
  });
});
