import type { Language, PostDetail } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { addMonths, formatMonth, monthOf } from '../../lib/months.ts';
import { postDetail, rentPostDetail } from '../../test/factories.ts';
import { renderPage } from '../../test/render.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { PostFacts } from './post-facts.tsx';
import { RentTerms } from './rent-terms.tsx';

/** The "rent terms" card of a rent post, as a renter reads it: each term's name and what it says. */
async function renderTerms(post: PostDetail, language: Language): Promise<string[][] | null> {
  await i18n.changeLanguage(language);
  const view = renderPage(<RentTerms post={post} language={language} />);
  const card = screen.queryByRole('region', { name: i18n.t('listings:detail.rentTerms.title') });
  const rows = card
    ? within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])
    : null;
  view.unmount();
  return rows;
}

const nextMonth = addMonths(monthOf(new Date()), 1);

const flat = (overrides: Partial<PostDetail> = {}) =>
  rentPostDetail({
    PostID: 'R-2001',
    advanceMonths: 2,
    serviceCharge: 2500,
    billsIncluded: false,
    gas: 'line',
    tenants: ['family', 'female'],
    availableFrom: nextMonth,
    ...overrides,
  });

describe('the rent terms of a post', () => {
  it('reads in Bengali with Bengali digits, the month by its name', async () => {
    expect(await renderTerms(flat(), 'bn')).toEqual([
      ['অগ্রিম', '২ মাসের ভাড়া অগ্রিম'],
      ['সার্ভিস চার্জ', '২,৫০০ টাকা/মাস'],
      ['বিল', 'বিদ্যুৎ, গ্যাস ও পানির বিল আলাদা'],
      ['গ্যাস', 'লাইনের গ্যাস'],
      ['কারা ভাড়া নিতে পারবেন', 'পরিবার, শুধু মহিলা'],
      ['কবে থেকে ওঠা যাবে', `${formatMonth(nextMonth, 'bn')} থেকে`],
    ]);
  });

  it('reads in English, and says "none" and "right away" where they apply', async () => {
    const now = monthOf(new Date());
    const terms = flat({ advanceMonths: 0, serviceCharge: 0, billsIncluded: true, availableFrom: now });
    expect(await renderTerms(terms, 'en')).toEqual([
      ['Advance', 'No advance'],
      ['Service charge', 'None'],
      ['Bills', 'Included in the rent'],
      ['Gas', 'Piped gas'],
      ['Who may rent', 'Family, Women only'],
      ['Move in', 'Right away'],
    ]);
    // A month gone by means the home is free now.
    expect((await renderTerms(flat({ availableFrom: addMonths(now, -3) }), 'bn'))?.at(-1)).toEqual([
      'কবে থেকে ওঠা যাবে',
      'এখনই ওঠা যাবে',
    ]);
  });

  it('leaves out what was not given, and is not shown for a sale or a rent post without terms', async () => {
    expect(await renderTerms(flat({ serviceCharge: null, gas: null, tenants: [] }), 'bn')).toEqual([
      ['অগ্রিম', '২ মাসের ভাড়া অগ্রিম'],
      ['বিল', 'বিদ্যুৎ, গ্যাস ও পানির বিল আলাদা'],
      ['কবে থেকে ওঠা যাবে', `${formatMonth(nextMonth, 'bn')} থেকে`],
    ]);
    const none = { advanceMonths: null, serviceCharge: null, billsIncluded: null, gas: null, tenants: [] };
    expect(await renderTerms(flat({ ...none, availableFrom: null }), 'bn')).toBeNull();
    expect(await renderTerms(flat({ type: 'sell', priceUnits: 'total-price' }), 'bn')).toBeNull();
  });
});

describe('a post marked rented or sold', () => {
  it('says so first, by what it is, with the way back to the listing', async () => {
    await i18n.changeLanguage('bn');
    const closedAt = '2026-11-20T06:00:00.000Z';
    const home = renderPage(<ClosedNotice post={flat({ closedAt })} listing="/Property-Rent" language="bn" />);
    const notice = screen.getByTestId('post-closed');
    expect(notice.textContent).toContain('এই বাসাটি ভাড়া হয়ে গেছে');
    expect(within(notice).getByRole('link', { name: 'ভাড়ার অন্য প্রপার্টি দেখুন' }).getAttribute('href')).toBe(
      '/Property-Rent',
    );
    home.unmount();

    await i18n.changeLanguage('en');
    const shop = postDetail({ type: 'sell', propertyType: 'shop', closedAt });
    const sold = renderPage(<ClosedNotice post={shop} listing="/Property-Buy-Sell" language="en" />);
    expect(screen.getByTestId('post-closed').textContent).toContain('This property has been sold');
    sold.unmount();

    renderPage(<ClosedNotice post={flat()} listing="/Property-Rent" language="en" />);
    expect(screen.queryByTestId('post-closed')).toBeNull();
  });

  it('lists car parking among the details', async () => {
    await i18n.changeLanguage('bn');
    renderPage(<PostFacts post={flat({ parking: true })} language="bn" />);
    const details = screen.getByRole('region', { name: 'প্রপার্টির বিস্তারিত' });
    expect(within(details).getByText('গাড়ি পার্কিং').nextElementSibling?.textContent).toBe('আছে');
  });
});
