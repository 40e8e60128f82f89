import type { PostAlternatives } from '@ghorbari/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { emptyPostFilters, listingHref, type PostFilters } from './post-search-query.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { SearchAlternatives } from './search-alternatives.tsx';

const SEARCH: PostFilters = {
  ...emptyPostFilters,
  division: 'dhaka',
  district: 'dhaka',
  subDistrict: 'dhaka-mirpur',
  neighbourhood: 'dhaka-mirpur-10',
  q: '3 bed bachelor',
  bedrooms: '',
  tenant: 'family',
};
const base = {
  type: 'rent',
  division: 'dhaka',
  district: 'dhaka',
  subDistrict: 'dhaka-mirpur',
  neighbourhood: 'dhaka-mirpur-10',
  q: '3 bed bachelor',
  tenant: 'family',
  sort: 'relevance',
};

/** As GET /api/posts/alternatives answers for "3 bed bachelor" in Mirpur 10, family homes to rent. */
const ANSWER: PostAlternatives = {
  success: true,
  alternatives: [
    // The other purpose without the renter's word that would name rent again (issue 63).
    { kind: 'type', type: 'sell', query: { ...base, type: 'sell', q: '3 bed' }, total: 3 },
    {
      kind: 'understood',
      piece: { kind: 'bedrooms', tokens: [0, 1], rooms: 3 },
      query: { ...base, q: 'bachelor' },
      total: 12,
    },
    { kind: 'word', word: 'bachelor', query: { ...base, q: '3 bed' }, total: 5 },
    { kind: 'filter', filter: 'neighbourhood', query: { ...base, neighbourhood: '' }, total: 9 },
    { kind: 'filter', filter: 'tenant', query: { ...base, tenant: '' }, total: 4 },
    { kind: 'filter', filter: 'propertyType', query: base, total: 0 },
    {
      kind: 'nearby',
      place: { id: 'dhaka-mirpur-pallabi', en: 'Pallabi', bn: 'পল্লবী' },
      query: { ...base, neighbourhood: 'dhaka-mirpur-pallabi' },
      total: 4,
    },
    {
      kind: 'nearby',
      place: { id: 'dhaka-mirpur-11', en: 'Mirpur 11', bn: 'মিরপুর ১১' },
      query: { ...base, neighbourhood: 'dhaka-mirpur-11' },
      total: 0,
    },
  ],
};
const places = {
  'GET /api/locations/divisions/dhaka/districts': () => ({
    json: { success: true, districts: [{ id: 'dhaka', division: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' }] },
  }),
  'GET /api/locations/districts/dhaka/sub-districts': () => ({
    json: {
      success: true,
      subDistricts: [{ id: 'dhaka-mirpur', district: 'dhaka', en: 'Mirpur', bn: 'মিরপুর', kind: 'thana' }],
    },
  }),
  'GET /api/locations/sub-districts/dhaka-mirpur/neighbourhoods': () => ({
    json: {
      success: true,
      neighbourhoods: [{ id: 'dhaka-mirpur-10', subDistrict: 'dhaka-mirpur', en: 'Mirpur 10', bn: 'মিরপুর ১০' }],
    },
  }),
};

const render = (total = 0) =>
  renderPage(
    <SearchAlternatives
      type="rent"
      filters={SEARCH}
      total={total}
      language="bn"
      hrefFor={listingHref}
      variant="empty"
    />,
  );

describe('wider searches for an empty or thin result (issue 29: no dead ends)', () => {
  it('asks with the same search and links each wider search that finds something, with its count', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubApi({ 'GET /api/posts/alternatives': () => ({ json: ANSWER }), ...places });
    render();
    const section = await screen.findByRole('region', { name: 'একটু বদলে খুঁজলে পাবেন:' });
    const asked = sent.find((request) => request.path === '/api/posts/alternatives');
    // The search as it stands, every filter of it (the alternatives' own queries start from it).
    expect(Object.fromEntries(new URLSearchParams(asked?.search))).toEqual(base);
    // The wider place is named once its list has arrived.
    await within(section).findByText('পুরো মিরপুর জুড়ে ৯টি');
    const links = within(section)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    const place = 'division=dhaka&district=dhaka&subDistrict=dhaka-mirpur';
    expect(links).toEqual([
      ['বিক্রিতে ৩টি ফল আছে', `/Property-Buy-Sell?${place}&neighbourhood=dhaka-mirpur-10&q=3+bed`],
      ['৩ বেডরুম ছাড়া ১২টি', `/Property-Rent?${place}&neighbourhood=dhaka-mirpur-10&q=bachelor&tenant=family`],
      ['‘bachelor’ শব্দটি বাদ দিলে ৫টি', `/Property-Rent?${place}&neighbourhood=dhaka-mirpur-10&q=3+bed&tenant=family`],
      ['পুরো মিরপুর জুড়ে ৯টি', `/Property-Rent?${place}&q=3+bed+bachelor&tenant=family`],
      ['ভাড়াটের শর্ত ছাড়া ৪টি', `/Property-Rent?${place}&neighbourhood=dhaka-mirpur-10&q=3+bed+bachelor`],
      ['পল্লবী (৪)', `/Property-Rent?${place}&neighbourhood=dhaka-mirpur-pallabi&q=3+bed+bachelor&tenant=family`],
    ]);
    // The reader's English word is marked as such on the Bengali page.
    expect(within(section).getByText('bachelor').getAttribute('lang')).toBe('en');
    expect(within(section).getByRole('list', { name: 'কাছের এলাকা:' })).toBeTruthy();
  });

  it('says nothing while it loads, when it fails, or when nothing wider finds anything', async () => {
    await i18n.changeLanguage('bn');
    const failing = stubApi({
      'GET /api/posts/alternatives': () => ({
        status: 503,
        json: { success: false, message: 'Down', code: 'SERVICE_UNAVAILABLE' },
      }),
      ...places,
    });
    const first = render();
    expect(first.container.textContent).toBe('');
    await waitFor(() => expect(failing.some((request) => request.path === '/api/posts/alternatives')).toBe(true));
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(first.container.textContent).toBe('');
    first.unmount();

    const nothing = stubApi({
      'GET /api/posts/alternatives': () => ({
        json: { success: true, alternatives: ANSWER.alternatives.map((entry) => ({ ...entry, total: 0 })) },
      }),
      ...places,
    });
    const second = render();
    await waitFor(() => expect(nothing.some((request) => request.path === '/api/posts/alternatives')).toBe(true));
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(second.container.textContent).toBe('');
    second.unmount();

    // Three results or more: no wider searches are asked for.
    const enough = stubApi({ 'GET /api/posts/alternatives': () => ({ json: ANSWER }), ...places });
    const third = render(3);
    await waitFor(() => expect(third.queryClient.isFetching()).toBe(0));
    expect(enough.some((request) => request.path === '/api/posts/alternatives')).toBe(false);
    expect(third.container.textContent).toBe('');
  });
});
