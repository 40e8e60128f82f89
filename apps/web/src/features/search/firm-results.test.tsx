import type { FirmAlternatives, FirmCard } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

/** A firm as GET /api/interior lists it. */
const firm = (overrides: Partial<FirmCard>): FirmCard => ({
  PostID: 'I-17',
  name: 'Karnaphuli Interiors',
  logoUrl: null,
  imageUrl: null,
  totalImages: 4,
  categories: ['home', 'hotel'],
  budgetTier: 'luxury',
  budgetPerSqft: { min: 2400, max: 5100 },
  averageRating: 4.5,
  totalRatings: 3,
  services: ['interior-design'],
  location: { division: 'chittagong', district: 'chittagong', subDistrict: 'chittagong-khulshi', more: null },
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const cumilla = firm({
  PostID: 'I-20',
  name: 'ময়নামতি ফার্নিচার',
  categories: ['furniture', 'home'],
  budgetTier: 'low-budget',
  budgetPerSqft: { min: 350, max: 750 },
  totalRatings: 0,
  averageRating: 0,
  location: { division: 'chittagong', district: 'cumilla', subDistrict: 'cumilla-cumilla-adarsha-sadar', more: null },
});

const alternatives: FirmAlternatives = {
  success: true,
  alternatives: [
    {
      kind: 'budget',
      query: { division: 'chittagong', district: 'chittagong', category: 'home' },
      total: 1,
      firms: [{ ...firm({}), distanceKm: null }],
    },
    {
      kind: 'nearby',
      query: { division: 'chittagong', category: 'home', maxBudget: '1000' },
      total: 1,
      firms: [{ ...cumilla, distanceKm: 143 }],
    },
  ],
};

const districts = {
  success: true,
  districts: [
    { id: 'chittagong', division: 'chittagong', en: 'Chittagong', bn: 'চট্টগ্রাম' },
    { id: 'cumilla', division: 'chittagong', en: 'Cumilla', bn: 'কুমিল্লা' },
  ],
};

const page = (firms: FirmCard[]) => ({
  success: true,
  firms,
  pagination: { page: 1, limit: 12, total: firms.length, totalPages: 1 },
});

/** The tester's search (issue 63, item 7): home interiors in Chattogram for at most Tk 1,000 a sqft. */
const TESTERS_SEARCH =
  '/property-search?type=interior&division=chittagong&district=chittagong&category=home&maxBudget=1000';

function stubFirms(found: FirmCard[]) {
  return stubApi({
    'GET /api/interior': () => ({ json: page(found) }),
    'GET /api/interior/alternatives': () => ({ json: alternatives }),
    'GET /api/locations/divisions/chittagong/districts': () => ({ json: districts }),
    'GET /api/locations/districts/chittagong/sub-districts': () => ({ json: { success: true, subDistricts: [] } }),
    'GET /api/locations/districts/cumilla/sub-districts': () => ({ json: { success: true, subDistricts: [] } }),
  });
}

describe('a firm search that finds little (issue 63, item 7)', () => {
  it('keeps every filter in sight as a chip, each a link to the search without it', async () => {
    await i18n.changeLanguage('bn');
    stubFirms([]);
    renderPage(<SearchPage />, { path: `${TESTERS_SEARCH}&q=নকশা` });

    const chips = await screen.findByRole('list', { name: 'যেসব ফিল্টার চালু আছে' });
    await within(chips).findByRole('link', { name: 'ফিল্টার সরান: চট্টগ্রাম' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'কাজের ধরন: বাসা',
      'চট্টগ্রাম',
      'প্রতি বর্গফুট ১,০০০ টাকার মধ্যে',
      'নাম: নকশা',
    ]);
    const href = (name: string) =>
      within(chips)
        .getByRole('link', { name: `ফিল্টার সরান: ${name}` })
        .getAttribute('href');
    const q = encodeURIComponent('নকশা');
    expect(href('কাজের ধরন: বাসা')).toBe(
      `/property-search?type=interior&division=chittagong&district=chittagong&q=${q}&maxBudget=1000`,
    );
    expect(href('চট্টগ্রাম')).toBe(`/property-search?type=interior&q=${q}&category=home&maxBudget=1000`);
    expect(href('প্রতি বর্গফুট ১,০০০ টাকার মধ্যে')).toBe(
      `/property-search?type=interior&division=chittagong&district=chittagong&q=${q}&category=home`,
    );
    expect(href('নাম: নকশা')).toBe(
      '/property-search?type=interior&division=chittagong&district=chittagong&category=home&maxBudget=1000',
    );
  });

  it('offers the city above the budget and the division’s other districts, each saying why', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubFirms([]);
    renderPage(<SearchPage />, { path: TESTERS_SEARCH });

    // Inside the "nothing found" box, in place of its plain wider searches once they have arrived.
    const offered = await screen.findByTestId('firm-alternatives');
    const empty = screen.getByTestId('search-empty');
    expect(empty.contains(offered)).toBe(true);
    expect(within(empty).getByRole('heading', { level: 2, name: /কোনো ডিজাইন প্রতিষ্ঠান পাওয়া যায়নি/ })).toBeTruthy();
    const [budget, nearby] = within(offered).getAllByTestId('firm-alternative');
    expect(within(budget!).getByRole('heading', { level: 3 }).textContent).toBe('চট্টগ্রামে, তবে বাজেটের বেশি');
    expect(within(budget!).getByTestId('firm-alternative-reason').textContent).toBe(
      'বাজেটের বেশি: প্রতি বর্গফুট ২,৪০০ টাকা থেকে',
    );
    expect(within(budget!).getByRole('link', { name: 'Karnaphuli Interiors' }).getAttribute('href')).toBe(
      '/Interior-Details/I-17',
    );
    expect(within(budget!).getByRole('link', { name: 'যেকোনো বাজেটের ১টি প্রতিষ্ঠান দেখুন' }).getAttribute('href')).toBe(
      '/property-search?type=interior&division=chittagong&district=chittagong&category=home',
    );
    expect(within(nearby!).getByRole('heading', { level: 3 }).textContent).toBe('চট্টগ্রাম বিভাগের অন্য জেলায়');
    expect(await within(nearby!).findByText('অফিস কুমিল্লায়, প্রায় ১৪৩ কিমি দূরে')).toBeTruthy();
    expect(within(nearby!).getByText(/প্রতি বর্গফুট ৩৫০–৭৫০ টাকা/)).toBeTruthy();
    expect(
      within(nearby!).getByRole('link', { name: 'পুরো চট্টগ্রাম বিভাগের ১টি প্রতিষ্ঠান দেখুন' }).getAttribute('href'),
    ).toBe('/property-search?type=interior&division=chittagong&category=home&maxBudget=1000');

    // The same search asks for them, without its page.
    const asked = sent.find((request) => request.path === '/api/interior/alternatives');
    expect(Object.fromEntries(new URLSearchParams(asked?.search))).toEqual({
      division: 'chittagong',
      district: 'chittagong',
      category: 'home',
      maxBudget: '1000',
      sort: 'best-rated',
    });
  });

  it('shows them under a short list too, in English with its own words', async () => {
    await i18n.changeLanguage('en');
    stubFirms([firm({ PostID: 'I-3', name: 'Chattogram Budget Homes', budgetPerSqft: { min: 900, max: 1500 } })]);
    renderPage(<SearchPage />, { path: TESTERS_SEARCH });

    expect(await screen.findByText('1 firm found')).toBeTruthy();
    const offered = await screen.findByTestId('firm-alternatives');
    expect(within(offered).getByRole('heading', { level: 2 }).textContent).toBe('More firms that come close');
    const [budget, nearby] = within(offered).getAllByTestId('firm-alternative');
    expect(within(budget!).getByRole('heading', { level: 3 }).textContent).toBe('In Chittagong, above your budget');
    expect(within(budget!).getByTestId('firm-alternative-reason').textContent).toBe(
      'Above your budget: from Tk 2,400 per sqft',
    );
    expect(await within(nearby!).findByText('Office in Cumilla, about 143 km away')).toBeTruthy();
    expect(within(nearby!).getByRole('link', { name: 'See 1 firm across Chittagong division' })).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(within(chips).getByRole('link', { name: 'Remove filter: Work: Home' })).toBeTruthy();
  });

  it('asks for nothing wider when the search found enough, or narrows nothing', async () => {
    await i18n.changeLanguage('en');
    const sent = stubFirms([firm({ PostID: 'I-1' }), firm({ PostID: 'I-2' }), firm({ PostID: 'I-3' })]);
    renderPage(<SearchPage />, { path: TESTERS_SEARCH });
    expect(await screen.findByText('3 firms found')).toBeTruthy();
    expect(screen.queryByTestId('firm-alternatives')).toBeNull();
    expect(sent.some((request) => request.path === '/api/interior/alternatives')).toBe(false);
  });
});
