import type { PaidViews } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { paidViewsText } from './paid-views-note.tsx';

const measured: PaidViews = {
  success: true,
  days: 30,
  paidPosts: 12,
  freePosts: 80,
  viewsPerPaid: 152.5,
  viewsPerFree: 54.2,
  ratio: 2.8,
};

/** The /FastSellRent sentence (issue 19): the computed ratio, or a quiet line without enough data. */
describe('the measured paid/free ratio', () => {
  it('reads naturally in both languages, with Bengali digits in bn', async () => {
    await i18n.loadNamespaces('insights');
    expect(paidViewsText(i18n.getFixedT('en'), measured, 'en')).toBe(
      'Over the last 30 days, paid posts on Ghorbari were seen 2.8 times as often as free ones ' +
        '(about 153 views per paid post against 54 per free post).',
    );
    await i18n.loadLanguages('bn');
    expect(paidViewsText(i18n.getFixedT('bn'), measured, 'bn')).toBe(
      'গত ৩০ দিনে ঘরবাড়িতে পেইড বিজ্ঞাপন ফ্রি বিজ্ঞাপনের চেয়ে ২.৮ গুণ বেশি দেখা হয়েছে ' +
        '(প্রতিটি পেইড বিজ্ঞাপন গড়ে ১৫৩ বার, ফ্রি বিজ্ঞাপন ৫৪ বার)।',
    );
  });

  it('claims no number when there is too little data', async () => {
    await i18n.loadNamespaces('insights');
    const text = paidViewsText(i18n.getFixedT('en'), { ...measured, ratio: null }, 'en');
    expect(text).toMatch(/^We measure how often paid and free posts are seen; there is not yet enough data/);
    expect(text).not.toMatch(/times/);
  });
});
