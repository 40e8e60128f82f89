import { PAID_PACKAGE_TERMS, PAID_PACKAGES, PAYMENT_METHODS } from '@ghorbari/contracts';
import { publicPostId } from '../modules/posts/posts.presenters.ts';
import type { Repositories } from '../repositories.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TRX_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A TrxID drawn from the post's id: ten characters, fixed-width, so no two posts share one. */
function demoTrxId(type: 'sell' | 'rent', number: number): string {
  let rest = number;
  let digits = '';
  do {
    digits = TRX_ALPHABET[rest % TRX_ALPHABET.length] + digits;
    rest = Math.floor(rest / TRX_ALPHABET.length);
  } while (rest > 0);
  return `${type === 'sell' ? '8S' : '8R'}${digits.padStart(6, '0')}K7`;
}

/**
 * Payment records for the demo's live paid posts (issue 41, ADR 049): each confirmed by support an
 * hour before it went live (after a call an hour earlier), by bKash, Nagad, Rocket or bank in turn,
 * for a package at its price, with a TrxID no other post has — so the demo market is as support
 * would have left it.
 */
export async function seedDemoPayments({ posts, postBackfill, payments, users }: Repositories): Promise<void> {
  const support = await users.byEmail('support@ghorbari.test');
  const methods = PAYMENT_METHODS.filter((method) => method !== 'cash');
  let turn = 0;
  for (const post of await postBackfill.paidWithoutPayment()) {
    const paidPackage = post.paidPackage ?? PAID_PACKAGES[turn % PAID_PACKAGES.length]!;
    const terms = PAID_PACKAGE_TERMS[paidPackage];
    const confirmedAt = new Date((post.approvedAt ?? post.listedAt).getTime() - HOUR_MS);
    await posts.updateIf(post.id, ['approved'], {
      paidPackage,
      paymentConfirmedAt: confirmedAt,
      paymentConfirmedBy: support?.id ?? null,
      // Support called the poster first, as a paid post needs (spec §4).
      callRecordedAt: new Date(confirmedAt.getTime() - HOUR_MS),
      callRecordedBy: support?.id ?? null,
      callNote: 'মালিকের সঙ্গে কথা হয়েছে; প্যাকেজ ও টাকার পরিমাণ নিশ্চিত করেছেন।',
    });
    const stored = await payments.insertUnlessUsed({
      postId: post.id,
      postPublicId: publicPostId(post),
      method: methods[turn % methods.length]!,
      trxId: demoTrxId(post.type, post.number),
      amountTaka: terms.priceTaka,
      package: paidPackage,
      packageDays: terms.days,
      confirmedBy: support?.id ?? null,
      confirmedAt,
      featuredUntil: new Date(confirmedAt.getTime() + terms.days * DAY_MS),
    });
    if ('usedBy' in stored) throw new Error(`demo TrxID of ${publicPostId(post)} already used`);
    turn += 1;
  }
}
