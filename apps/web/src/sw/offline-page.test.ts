import { describe, expect, it } from 'vitest';
import { orderOpened, overflowOpened, type OpenedPost } from '../lib/pwa/app-store.ts';
import bn from '../locales/bn/installable.json';
import en from '../locales/en/installable.json';
import { offlinePage } from './offline-page.ts';
import { isPostPage, keepsPage } from './pages.ts';

const post = (id: string, openedAt: number, extra: Partial<OpenedPost> = {}): OpenedPost => ({
  id,
  href: `/Property-Buy-Sell-Details/${id}`,
  title: `Flat ${id}`,
  price: '৳ ৭৫,০০,০০০',
  place: 'মিরপুর, ঢাকা',
  thumbnail: `/api/uploads/${id}-card.webp`,
  saved: false,
  language: 'bn',
  openedAt,
  ...extra,
});

describe('the posts kept for the offline page', () => {
  it('lists saved posts first, then the most recently opened', () => {
    const posts = [post('S-1', 1), post('S-2', 3), post('S-3', 2, { saved: true })];
    expect(orderOpened(posts).map((p) => p.id)).toEqual(['S-3', 'S-2', 'S-1']);
  });

  it('drops the oldest beyond the limit, saved or not', () => {
    const posts = Array.from({ length: 23 }, (_, i) => post(`S-${i}`, i, { saved: i === 0 }));
    expect(
      overflowOpened(posts)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['S-0', 'S-1', 'S-2']);
    expect(overflowOpened(posts.slice(0, 20))).toEqual([]);
  });
});

describe('the offline page', () => {
  it('says so in Bengali and links the opened posts with their photo, price and place', () => {
    const html = offlinePage('bn', bn, [post('S-7', 2, { saved: true }), post('S-8', 1, { thumbnail: null })]);
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<h1>আপনি এখন অফলাইনে</h1>');
    expect(html).toContain('<a href="/Property-Buy-Sell-Details/S-7">');
    expect(html).toContain('<img src="/api/uploads/S-7-card.webp" alt=""');
    expect(html).toContain('<span class="saved">সংরক্ষিত</span>');
    expect(html).toContain('৳ ৭৫,০০,০০০ · মিরপুর, ঢাকা');
    expect(html).toContain('<span class="nophoto">ছবি নেই</span>');
  });

  it('says so in English, and when nothing was opened yet', () => {
    const html = offlinePage('en', en, [], '/assets/inter.woff2');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('You have not viewed any posts on this device yet.');
    expect(html).toContain("url('/assets/inter.woff2')");
  });

  it('escapes what members wrote and links only this site', () => {
    const html = offlinePage('en', en, [
      post('S-9', 1, { title: '<script>alert(1)</script> & co', href: 'https://evil.example/', thumbnail: '//x/y' }),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; co');
    expect(html).toContain('<a href="/">');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('//x/y');
  });
});

describe('the pages the worker keeps', () => {
  it('keeps the static pages and post pages, nothing else', () => {
    expect(isPostPage('/Property-Buy-Sell-Details/S-12')).toBe(true);
    expect(isPostPage('/Property-Rent-Details/R-3')).toBe(true);
    expect(isPostPage('/Property-Rent-Details/R-3/more')).toBe(false);
    expect(keepsPage('/faq')).toBe(true);
    expect(keepsPage('/DownloadApp')).toBe(true);
    expect(keepsPage('/')).toBe(true);
    expect(keepsPage('/user/my-inbox')).toBe(false);
    expect(keepsPage('/Property-Rent')).toBe(false);
  });
});
