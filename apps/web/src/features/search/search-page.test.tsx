import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

const noPosts = {
  success: true,
  understood: [],
  featured: [],
  posts: [],
  near: [],
  widened: null,
  pagination: { page: 1, limit: 12, total: 0, totalPages: 1 },
};
const dhakaDistricts = {
  success: true,
  districts: [{ id: 'dhaka', division: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' }],
};

/** The page as the app holds it: inside the session, for "Save this search". */
const searchPage = () => (
  <SessionProvider>
    <SearchPage />
  </SessionProvider>
);

describe('the search page', () => {
  it('asks the posts API with every filter, and shows what it understood as chips that drop their words', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubApi({
      'GET /api/posts': () => ({
        json: {
          ...noPosts,
          understood: [
            { kind: 'bedrooms', tokens: [1, 2], rooms: 3 },
            { kind: 'price', tokens: [3, 4, 5], max: 30000 },
          ],
          words: 'mirpur',
        },
      }),
      'GET /api/posts/alternatives': () => ({ json: { success: true, alternatives: [] } }),
      'GET /api/locations/divisions/dhaka/districts': () => ({ json: dhakaDistricts }),
    });
    // A visitor: "Save this search" is there, and asks them to sign in.
    renderPage(searchPage(), {
      path:
        '/property-search?type=rent&division=dhaka&q=mirpur%203%20bed%2030000%20takar%20moddhe&maxPrice=৩০,০০০' +
        '&minLand=2&landUnit=bigha&bedrooms=2&tenant=bachelor&furnishing=furnished',
    });

    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByRole('heading').textContent).toBe(
      '“mirpur 3 bed 30000 takar moddhe” লিখে কিছু পাওয়া যায়নি',
    );
    // Only the word matched as text is a spelling to check (issue 42).
    expect(within(empty).getByText(/^“mirpur” কোনো বিজ্ঞাপনে মেলেনি। বানানটা দেখে নিন/)).toBeTruthy();
    const search = new URLSearchParams(sent.find((request) => request.path === '/api/posts')?.search);
    expect(Object.fromEntries(search)).toEqual({
      type: 'rent',
      division: 'dhaka',
      q: 'mirpur 3 bed 30000 takar moddhe',
      maxPrice: '30000',
      minLand: '2',
      landUnit: 'bigha',
      bedrooms: '2',
      furnishing: 'furnished',
      tenant: 'bachelor',
      sort: 'relevance',
      page: '1',
      limit: '12',
    });
    const understood = screen.getByRole('list', { name: 'আপনার লেখা থেকে বোঝা গেছে:' });
    const beds = within(understood).getByRole('link', { name: '৩ বেডরুম বাদ দিন' });
    expect(beds.getAttribute('href')).toBe(
      '/property-search?type=rent&division=dhaka&q=mirpur+30000+takar+moddhe&maxPrice=30000&minLand=2' +
        '&landUnit=bigha&bedrooms=2&furnishing=furnished&tenant=bachelor',
    );
    expect(within(understood).getByRole('link', { name: '≤ ৩০,০০০ টাকা বাদ দিন' }).getAttribute('href')).toContain(
      'q=mirpur+3+bed&',
    );
    // The filters that are set, apart from the words, are counted on the phone's button.
    expect(screen.getByRole('button', { name: 'ফিল্টার দেখান, ৬টি চালু আছে' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ভাড়া' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the tab the words name, whatever the address says, and links the other without them', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubApi({
      'GET /api/posts': () => ({ json: noPosts }),
      'GET /api/posts/alternatives': () => ({ json: { success: true, alternatives: [] } }),
    });
    renderPage(searchPage(), { path: '/property-search?type=sell&q=family%20flat' });
    await screen.findByTestId('search-empty');
    expect(new URLSearchParams(sent.find((request) => request.path === '/api/posts')?.search).get('type')).toBe('rent');
    const tabs = screen.getByRole('navigation', { name: 'কী খুঁজছেন' });
    expect(within(tabs).getByRole('link', { name: 'ভাড়া' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'বিক্রি' }).getAttribute('href')).toBe(
      '/property-search?type=sell&q=flat',
    );
    // Without the words' purpose, the address chooses; with none, sale.
    expect(within(tabs).getByRole('link', { name: 'ভাড়া' }).getAttribute('href')).toBe(
      '/property-search?type=rent&q=family+flat',
    );
  });

  it('offers the wider searches the API counts in place of a dead end, and stays quiet when it cannot', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      'GET /api/posts': () => ({ json: noPosts }),
      'GET /api/posts/alternatives': () => ({
        json: {
          success: true,
          alternatives: [
            { kind: 'type', type: 'rent', query: { type: 'rent', q: 'zzqxv flat', sort: 'relevance' }, total: 1 },
            { kind: 'word', word: 'zzqxv', query: { type: 'sell', q: 'flat', sort: 'relevance' }, total: 20 },
            {
              kind: 'filter',
              filter: 'division',
              query: { type: 'sell', q: 'zzqxv flat', sort: 'relevance' },
              total: 0,
            },
          ],
        },
      }),
    });
    const { unmount } = renderPage(searchPage(), { path: '/property-search?type=sell&division=sylhet&q=zzqxv%20flat' });
    const wider = await screen.findByRole('region', { name: 'Change the search a little and you will find:' });
    expect(
      within(wider)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1 result for rent', '/property-search?type=rent&q=zzqxv+flat'],
      ['20 without the word “zzqxv”', '/property-search?type=sell&q=flat'],
    ]);
    unmount();

    stubApi({
      'GET /api/posts': () => ({ json: noPosts }),
      'GET /api/posts/alternatives': () => ({
        status: 404,
        json: { success: false, message: 'Not found', code: 'NOT_FOUND' },
      }),
    });
    renderPage(searchPage(), { path: '/property-search?type=sell&q=zzqxv' });
    const empty = await screen.findByTestId('search-empty');
    expect(
      within(empty).getByText(
        'Check the spelling, or try fewer or other words: an area (Mirpur), a type (flat, jomi) or a post ID (S-178).',
      ),
    ).toBeTruthy();
    expect(
      within(empty)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear the search words']);
  });

  it('says what it understood, not "check the spelling", when every word was understood and nothing fits', async () => {
    await i18n.changeLanguage('bn');
    stubApi({
      'GET /api/posts': () => ({
        json: {
          ...noPosts,
          understood: [
            { kind: 'tenant', tokens: [0, 1], tenant: 'bachelor' },
            { kind: 'bedrooms', tokens: [2, 3], rooms: 3 },
            {
              kind: 'place',
              tokens: [4],
              level: 'district',
              division: 'dhaka',
              district: 'dhaka',
              en: 'Dhaka',
              bn: 'ঢাকা',
            },
          ],
          words: null,
        },
      }),
      'GET /api/posts/alternatives': () => ({ json: { success: true, alternatives: [] } }),
      'GET /api/locations/divisions/dhaka/districts': () => ({ json: dhakaDistricts }),
    });
    renderPage(searchPage(), { path: '/property-search?type=rent&q=bachelor%20mess%203%20bed%20dhaka' });
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByText(/^খোঁজার সব কথাই বোঝা গেছে: ব্যাচেলর · ৩ বেডরুম · ঢাকা।/)).toBeTruthy();
    expect(within(empty).queryByText(/বানান/)).toBeNull();
    // The filter panel shows the place the words named, as the chip does.
    const division = screen.getByRole('combobox', { name: 'বিভাগ' }) as HTMLSelectElement;
    expect(division.value).toBe('dhaka');
  });

  it('shows in the filter panel what several places named share: Uttara East and West are in Dhaka', async () => {
    await i18n.changeLanguage('bn');
    const uttara = (side: string, bn: string) => ({
      kind: 'place',
      tokens: [0],
      level: 'subDistrict',
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: `dhaka-uttara-${side}`,
      en: `Uttara ${side}`,
      bn,
    });
    stubApi({
      'GET /api/posts': () => ({
        json: { ...noPosts, understood: [uttara('east', 'উত্তরা পূর্ব'), uttara('west', 'উত্তরা পশ্চিম')], words: null },
      }),
      'GET /api/posts/alternatives': () => ({ json: { success: true, alternatives: [] } }),
      'GET /api/locations/divisions/dhaka/districts': () => ({ json: dhakaDistricts }),
    });
    renderPage(searchPage(), { path: '/property-search?type=rent&q=uttara' });
    const chips = await screen.findByRole('list', { name: 'আপনার লেখা থেকে বোঝা গেছে:' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['উত্তরা পূর্ব', 'উত্তরা পশ্চিম']);
    expect((screen.getByRole('combobox', { name: 'বিভাগ' }) as HTMLSelectElement).value).toBe('dhaka');
    // The districts arrive from the locations API.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'জেলা' }) as HTMLSelectElement).value).toBe('dhaka'),
    );
  });

  it('shows firms with their own filters, and a way to try again when the results do not arrive', async () => {
    await i18n.changeLanguage('en');
    let calls = 0;
    stubApi({
      'GET /api/interior': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, json: { success: false, message: 'Down', code: 'SERVICE_UNAVAILABLE' } }
          : { json: { success: true, firms: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 1 } } };
      },
    });
    const { user } = renderPage(<SearchPage />, { path: '/property-search?type=interior' });
    await screen.findByTestId('search-error');
    expect(screen.getByRole('searchbox', { name: 'Firm name' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Budget' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Land size' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No design firm matches your search')).toBeTruthy();
  });
});

describe('near fits (issue 63)', () => {
  /** A rent card in Mirpur 11, two bedrooms, as GET /api/posts lists it. */
  const card = {
    PostID: 'R-41',
    type: 'rent',
    status: 'approved',
    postTitle: 'মিরপুর ১১-তে ২ বেডের ফ্ল্যাট',
    firstImageUrl: null,
    imageUrls: 0,
    price: 16500,
    previousPrice: null,
    priceUnits: 'per-month',
    size: 900,
    landSize: null,
    landUnits: null,
    propertyType: 'apartment',
    location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-pallabi', neighbourhood: 'dhaka-mirpur-11' },
    bedrooms: 2,
    bathrooms: 2,
    paid: false,
    negotiable: false,
    closedAt: null,
    availability: { confirmedAt: null, unconfirmed: false },
    availableFrom: null,
    postDate: '2026-11-20T10:00:00.000Z',
    lastUpdated: '2026-11-20T10:00:00.000Z',
    updateCount: 0,
    rejection: null,
  };

  it('lists the near fits after none that fit everything, saying what was widened and why each is there', async () => {
    await i18n.changeLanguage('bn');
    stubApi({
      'GET /api/posts': () => ({
        json: {
          ...noPosts,
          understood: [{ kind: 'place', tokens: [0, 1], level: 'neighbourhood', en: 'Mirpur 10', bn: 'মিরপুর ১০' }],
          words: null,
          near: [
            {
              ...card,
              fit: {
                place: { en: 'Mirpur 11', bn: 'মিরপুর ১১', km: 1.4 },
                bedrooms: 2,
                overBudget: 5,
                underPrice: null,
                size: null,
                propertyType: null,
                tenantUnsaid: null,
                spaceMissed: null,
                missingWords: [],
              },
            },
          ],
          widened: { nearby: true, bedrooms: true, budget: 10, types: false, size: null, words: false },
        },
      }),
      'GET /api/posts/alternatives': () => ({ json: { success: true, alternatives: [] } }),
      'GET /api/locations/divisions/dhaka/districts': () => ({ json: dhakaDistricts }),
    });
    renderPage(searchPage(), { path: '/property-search?type=rent&q=mirpur%2010%203%20bed%2015000' });

    const line = await screen.findByTestId('near-widened');
    expect(line.textContent).toContain('যা লিখেছেন তার সবকিছু মেলে এমন প্রপার্টি এখন নেই।');
    expect(line.textContent).toContain('আশপাশের এলাকা, কাছের আগে');
    expect(line.textContent).toContain('বাজেটের ১০% পর্যন্ত বেশি');
    const cards = [...screen.getByTestId('near-cards').children] as HTMLElement[];
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByTestId('fit-note').textContent).toBe(
      'কেন দেখানো হলো: কাছেই: মিরপুর ১১ (১.৪ কিমি) · ২ বেডরুম · বাজেটের ৫% বেশি',
    );
    // Not a dead end: no "nothing found" notice when near fits are listed.
    expect(screen.queryByTestId('search-empty')).toBeNull();
  });
});
