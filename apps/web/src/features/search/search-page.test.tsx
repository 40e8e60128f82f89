import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

const noPosts = { success: true, featured: [], posts: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 1 } };
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
  it('asks the posts API with the words, place and ranges, and offers to widen a search finding nothing', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubApi({
      'GET /api/posts': () => ({ json: noPosts }),
      'GET /api/locations/divisions/dhaka/districts': () => ({ json: dhakaDistricts }),
    });
    // A visitor: "Save this search" is there, and asks them to sign in.
    renderPage(searchPage(), {
      path: '/property-search?type=rent&division=dhaka&q=mirpur%20flat%20vara&maxPrice=৩০,০০০&minLand=2&landUnit=bigha',
    });

    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByRole('heading').textContent).toBe(
      'আপনার খোঁজের সঙ্গে মেলে এমন কোনো ভাড়ার প্রপার্টি পাওয়া যায়নি',
    );
    const search = new URLSearchParams(sent.find((request) => request.path === '/api/posts')?.search);
    expect(Object.fromEntries(search)).toEqual({
      type: 'rent',
      division: 'dhaka',
      q: 'mirpur flat vara',
      maxPrice: '30000',
      minLand: '2',
      landUnit: 'bigha',
      sort: 'relevance',
      page: '1',
      limit: '12',
    });
    const links = within(empty).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        '“mirpur flat vara” বাদ দিয়ে খুঁজুন',
        '/property-search?type=rent&division=dhaka&maxPrice=30000&minLand=2&landUnit=bigha',
      ],
      [
        'শুধু ঢাকা নয়, সারা দেশে খুঁজুন',
        '/property-search?type=rent&q=mirpur+flat+vara&maxPrice=30000&minLand=2&landUnit=bigha',
      ],
      ['দাম, আয়তন ও অন্য ফিল্টার বাদ দিন', '/property-search?type=rent&division=dhaka&q=mirpur+flat+vara'],
    ]);
    // The reader's English words are marked as such on the Bengali page.
    expect(within(links[0]!).getByText('mirpur flat vara').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'ভাড়া' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the rent tab when the words on the sale tab ask for rent, keeping the words and the place', async () => {
    await i18n.changeLanguage('bn');
    stubApi({
      'GET /api/posts': () => ({ json: noPosts }),
      'GET /api/locations/divisions/dhaka/districts': () => ({ json: dhakaDistricts }),
    });
    renderPage(searchPage(), {
      path: '/property-search?type=sell&division=dhaka&q=mirpur%20flat%20vara&maxPrice=1000',
    });
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByText('আপনি কি ভাড়া নিতে চান?')).toBeTruthy();
    const rent = within(empty).getByRole('link', { name: 'ভাড়ার প্রপার্টিতে খুঁজুন' });
    // The sale price means nothing for a monthly rent, so it is left behind.
    expect(rent.getAttribute('href')).toBe('/property-search?type=rent&division=dhaka&q=mirpur+flat+vara');
  });

  it('offers no other tab when the words name the tab already shown, or no purpose', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/posts': () => ({ json: noPosts }) });
    const { unmount } = renderPage(searchPage(), { path: '/property-search?type=sell&q=bari%20bikri' });
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).queryByText('Looking for a place to rent?')).toBeNull();
    expect(within(empty).queryByText('Looking to buy?')).toBeNull();
    unmount();
    renderPage(searchPage(), { path: '/property-search?type=rent&q=bari%20bikri' });
    const again = await screen.findByTestId('search-empty');
    expect(within(again).getByRole('link', { name: 'Search properties for sale' }).getAttribute('href')).toBe(
      '/property-search?type=sell&q=bari+bikri',
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
