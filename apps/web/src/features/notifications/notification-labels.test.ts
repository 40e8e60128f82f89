import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';
import { linkTarget } from './notification-link.ts';

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
    expect(linkTarget('/Property-Buy-Sell-Details/S-12', origin)).toEqual({
      kind: 'internal',
      to: '/Property-Buy-Sell-Details/S-12',
    });
    expect(linkTarget(`${origin}/user/my-properties?tab=1#top`, origin)).toEqual({
      kind: 'internal',
      to: '/user/my-properties?tab=1#top',
    });
    expect(linkTarget('https://www.facebook.com/ghorbari.bd', origin)).toEqual({
      kind: 'external',
      href: 'https://www.facebook.com/ghorbari.bd',
    });
  });

  it('offers no link for none, or for a script address', () => {
    expect(linkTarget(null, origin)).toBeNull();
    expect(linkTarget('  ', origin)).toBeNull();
    expect(linkTarget('javascript:alert(1)', origin)).toBeNull();
  });
});
