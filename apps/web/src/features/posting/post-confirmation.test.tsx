import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { PostConfirmation } from './post-confirmation.tsx';

const HOUR = 3_600_000;
const window = () => ({
  from: new Date(Date.now() + HOUR).toISOString(),
  to: new Date(Date.now() + 5 * HOUR).toISOString(),
});
const message = 'বিজ্ঞাপন জমা হয়েছে (অনুমোদনের অপেক্ষায়)';

/**
 * The confirmation after /sellpost or /add-rent-post (issue 64): a paid post's names its package
 * and price, says our staff will call the post's number, how to pay by bKash and tell the TrxID,
 * and when the package's days start; a free post's says none of it.
 */
describe('the confirmation of a new post, in Bengali', () => {
  // Every test starts in English (test/setup.ts).
  beforeEach(() => i18n.changeLanguage('bn'));

  it('tells a paid post’s poster what they chose and what comes next', async () => {
    renderPage(
      <PostConfirmation
        message={message}
        PostID="S-1042"
        expectedLive={window()}
        paid={{ paidPackage: 'featured-15', phone: '01712345678' }}
      />,
    );
    const paid = await screen.findByRole('region', { name: 'পেইড বিজ্ঞাপন: ১৫ দিনের প্যাকেজ, ৯০০ টাকা' });
    const steps = [...paid.querySelectorAll('li')].map((step) => step.textContent);
    expect(steps).toEqual([
      '১অনুমোদনের আগে আমাদের একজন কর্মী আপনার ০১৭১২৩৪৫৬৭৮ নম্বরে ফোন করবেন। ফোনটি কাছে রাখুন।',
      '২ফোনে তিনি জানিয়ে দেবেন কোন বিকাশ নম্বরে টাকা পাঠাতে হবে। ৯০০ টাকা পাঠানোর পর বিকাশের এসএমএসে আসা TrxID ' +
        '(ট্রানজ্যাকশন আইডি) তাঁকে বলুন। বিকাশ না থাকলে নগদ, রকেট বা ব্যাংকেও দিতে পারেন।',
      '৩পেমেন্ট নিশ্চিত হলে আমরা আপনাকে জানাব। সেদিন থেকে ১৫ দিন বিজ্ঞাপনটি তালিকার একদম ওপরে থাকবে।',
    ]);
    expect(paid.textContent).toContain('আমাদের কর্মী কখনো বিকাশের পিন বা ওটিপি চান না।');
    // The go-live window waits for the payment too.
    expect(screen.getByText(/^পেমেন্ট সময়মতো নিশ্চিত হলে বিজ্ঞাপনটি সম্ভবত .+ লাইভ হবে \(বাংলাদেশ সময়\)।$/)).toBeTruthy();
  });

  it('says nothing of payment after a free post', async () => {
    renderPage(<PostConfirmation message={message} PostID="S-1043" expectedLive={window()} />);
    await screen.findByText(/^বিজ্ঞাপনটি সম্ভবত .+ লাইভ হবে \(বাংলাদেশ সময়\)।$/);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.body.textContent).not.toMatch(/বিকাশ|পেইড|TrxID/);
  });
});
