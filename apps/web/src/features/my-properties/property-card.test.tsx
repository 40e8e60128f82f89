import type { OwnPostCard } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/format-date.ts';
import { ownPostCard } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { PropertyCard } from './property-card.tsx';

const noop = () => undefined;
const DAY = 86_400_000;

function renderCard(post: OwnPostCard) {
  return renderPage(
    <PropertyCard
      post={post}
      onDelete={noop}
      onClose={noop}
      onRepost={noop}
      onConfirmAvailable={noop}
      onReopen={noop}
    />,
  );
}

/** The record's rows as the owner reads them: "term: value". */
const rowsOf = (record: HTMLElement) =>
  within(record)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/**
 * A paid post in My properties (issue 64): before support confirms the payment, the package and
 * its price; after, the payment record support kept — method, TrxID, amount, package, the day it
 * was confirmed and until when the post stays at the top.
 */
describe('a paid post on My properties, in Bengali', () => {
  beforeEach(async () => {
    // Every test starts in English (test/setup.ts); the card's place names are not this test's.
    await i18n.changeLanguage('bn');
    stubApi({});
  });

  it('names the package and its price while the payment waits', async () => {
    renderCard(ownPostCard({ paid: true, paidPackage: 'featured-15' }));
    expect((await screen.findByTestId('featured-line')).textContent).toBe(
      'পেইড বিজ্ঞাপন (১৫ দিনের প্যাকেজ, ৯০০ টাকা): পেমেন্ট নিশ্চিত হলে দিন গোনা শুরু হবে',
    );
    expect(screen.queryByRole('region', { name: 'পেইড বিজ্ঞাপন: পেমেন্ট নিশ্চিত হয়েছে' })).toBeNull();
  });

  it('shows the payment record once support confirmed it, the TrxID as the SMS wrote it', async () => {
    const confirmedAt = new Date(Date.now() - 2 * DAY).toISOString();
    const featuredUntil = new Date(Date.now() + 5 * DAY).toISOString();
    renderCard(
      ownPostCard({
        status: 'approved',
        paid: true,
        paidPackage: 'featured-7',
        featuredUntil,
        payment: {
          method: 'bkash',
          trxId: '8N7X2Q5K1P',
          amountTaka: 500,
          package: 'featured-7',
          confirmedAt,
          featuredUntil,
        },
      }),
    );
    const record = await screen.findByRole('region', { name: 'পেইড বিজ্ঞাপন: পেমেন্ট নিশ্চিত হয়েছে' });
    expect(rowsOf(record)).toEqual([
      'মাধ্যম: বিকাশ',
      'TrxID: 8N7X2Q5K1P',
      'টাকার পরিমাণ: ৫০০ টাকা',
      'প্যাকেজ: ৭ দিনের প্যাকেজ',
      `নিশ্চিত হয়েছে: ${formatDate(confirmedAt, 'bn')}`,
      `তালিকার ওপরে: ${formatDate(featuredUntil, 'bn')} পর্যন্ত`,
    ]);
    // Dates in Bengali digits; the TrxID in the Latin the wallet's SMS uses.
    expect(formatDate(featuredUntil, 'bn')).toMatch(/^[০-৯]+ \S+, [০-৯]{4}$/);
    expect(screen.queryByTestId('featured-line')).toBeNull();
  });

  it('says when the package ended, and calls a cash receipt by its name', async () => {
    const featuredUntil = new Date(Date.now() - DAY).toISOString();
    renderCard(
      ownPostCard({
        status: 'approved',
        paidPackage: 'featured-30',
        featuredUntil,
        payment: {
          method: 'cash',
          trxId: 'R-2231',
          amountTaka: 1500,
          package: 'featured-30',
          confirmedAt: new Date(Date.now() - 31 * DAY).toISOString(),
          featuredUntil,
        },
      }),
    );
    const record = await screen.findByRole('region', { name: 'পেইড বিজ্ঞাপন: পেমেন্ট নিশ্চিত হয়েছে' });
    expect(rowsOf(record)).toContain('রসিদ নম্বর: R-2231');
    expect(rowsOf(record)).toContain('টাকার পরিমাণ: ১,৫০০ টাকা');
    expect(rowsOf(record)).toContain(`তালিকার ওপরে: ${formatDate(featuredUntil, 'bn')} তারিখে শেষ হয়েছে`);
  });

  it('shows nothing of payments on a free post', async () => {
    renderCard(ownPostCard());
    await screen.findByRole('heading', { name: '3-bed flat near Dhanmondi Lake' });
    expect(screen.queryByTestId('featured-line')).toBeNull();
    expect(screen.queryByTestId('paid-record')).toBeNull();
  });
});
