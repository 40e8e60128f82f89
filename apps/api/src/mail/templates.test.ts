import { describe, expect, it } from 'vitest';
import bn from './locales/bn/mail.json' with { type: 'json' };
import en from './locales/en/mail.json' with { type: 'json' };
import { noticeMail, noticeText, signInAlertMail, suspensionPeriod } from './templates.ts';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe('mail and notice texts', () => {
  it('have the same keys in Bengali and English', () => {
    expect(keys(bn as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('fill a notice in the reader’s language', () => {
    expect(noticeText('en', 'postApproved', { title: 'Flat in Boalia', postId: 'S-12' })).toEqual({
      title: 'Your post is live',
      message: '“Flat in Boalia” (S-12) was approved and everyone can see it now.',
    });
    expect(noticeText('bn', 'postApproved', { title: 'বোয়ালিয়ায় ফ্ল্যাট', postId: 'S-12' }).title).toBe(
      'আপনার পোস্ট এখন লাইভ',
    );
  });

  it('names the last day of a suspension in Dhaka time, with Bengali digits in Bengali', () => {
    // Ends at midnight Dhaka on 1 Dec → suspended through 30 November.
    const until = new Date('2026-11-30T18:00:00Z');
    expect(suspensionPeriod('en', until)).toBe('until 30 November 2026');
    expect(suspensionPeriod('bn', until)).toBe('৩০ নভেম্বর, ২০২৬ পর্যন্ত');
    expect(suspensionPeriod('en', null)).toBe('until further notice');
  });

  it('tells an owner in Bengali, with Bengali digits, that their password is being guessed', () => {
    const mail = signInAlertMail({
      to: 'a@b.c',
      language: 'bn',
      failures: 12,
      forgotPasswordLink: 'https://ghorbari.example/ForgotPassword',
    });
    expect(mail.subject).toBe('কেউ আপনার ঘরবাড়ি অ্যাকাউন্টে ঢোকার চেষ্টা করছে');
    expect(mail.text).toContain('১২ বার ভুল পাসওয়ার্ড');
    expect(mail.html).toContain('href="https://ghorbari.example/ForgotPassword"');
  });

  it('escapes what a user wrote in the HTML part', () => {
    const mail = noticeMail({
      to: 'a@b.c',
      language: 'en',
      subject: 'S',
      title: 'T',
      message: '<script>x</script>',
      link: '/user',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>x</script>');
  });
});
