import type { PostCard, PostInsights } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import InsightsPanel from './insights-panel.tsx';

const post = {
  PostID: 'S-7',
  type: 'sell',
  status: 'approved',
  postTitle: 'Flat in Boalia',
  propertyType: 'apartment',
  location: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
} as PostCard;

/** 30 days ending 2026-11-23: nothing but three days with numbers. */
function insights(overrides: Partial<PostInsights> = {}): PostInsights {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 23 - 29 + index)).toISOString().slice(0, 10);
    return { day, views: 0, phoneReveals: 0, saves: 0, shares: 0 };
  });
  days[29] = { ...days[29]!, views: 12, phoneReveals: 3, saves: 1, shares: 2 };
  days[28] = { ...days[28]!, views: 1234, phoneReveals: 40, saves: 5, shares: 0 };
  return {
    success: true,
    postId: 'S-7',
    days,
    totals: { views: 1246, phoneReveals: 43, saves: 6, shares: 2 },
    comparison: { area: 'subDistrict', posts: 8, medianViewsPerDay: 13.5, viewsPerDay: 41.5, standing: 'above' },
    ...overrides,
  };
}

function stub(answer: PostInsights) {
  return stubApi({
    'GET /api/posts/S-7/insights': () => ({ json: answer }),
    'GET /api/locations/divisions/rajshahi/districts': () => ({
      json: { districts: [{ id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী', divisionId: 'rajshahi' }] },
    }),
    'GET /api/locations/districts/rajshahi/sub-districts': () => ({
      json: {
        subDistricts: [{ id: 'rajshahi-boalia', en: 'Boalia', bn: 'বোয়ালিয়া', districtId: 'rajshahi', kind: 'thana' }],
      },
    }),
  });
}

async function show(language: 'bn' | 'en', answer = insights()) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['insights', 'messages', 'enums']);
  stub(answer);
  renderPage(<InsightsPanel post={post} />);
  return screen.findByTestId('post-insights');
}

describe('a post’s insights', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows totals, a chart and every day’s numbers in Bengali digits', async () => {
    const panel = await show('bn');
    expect(panel.textContent).toContain('১,২৪৬');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('১,২৪৬');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    // Newest first: today, then yesterday with its thousands grouped in Bengali.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['১২', '৩', '১', '২']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['১,২৩৪', '৪০', '৫', '০']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toMatch(/২৩/);
    expect(
      await screen.findByText(
        /বোয়ালিয়া এলাকার একই ধরনের বিজ্ঞাপনের চেয়ে আপনারটি বেশি দেখা হচ্ছে: আপনারটি দিনে গড়ে ৪১.৫ বার, সেখানে সাধারণত ১৩.৫ বার/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/৮টি অনুমোদিত বিজ্ঞাপন যত দিন সাইটে ছিল/)).toBeTruthy();
  });

  it('says the same in English', async () => {
    await show(
      'en',
      insights({
        comparison: { area: 'district', posts: 3, medianViewsPerDay: 2000, viewsPerDay: 1246, standing: 'below' },
      }),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,234', '40', '5', '0']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('23 Nov');
    expect(
      await screen.findByText(/seen less than similar posts in Rajshahi: 1,246 views a day, against a typical 2,000/),
    ).toBeTruthy();
    expect(
      screen.getByText(/Compared with 3 approved posts of the same kind in the same area, per day each was listed/),
    ).toBeTruthy();
  });

  it('says when nobody has visited yet, and when there is nothing to compare with', async () => {
    const days = insights().days.map((day) => ({ ...day, views: 0, phoneReveals: 0, saves: 0, shares: 0 }));
    await show('en', insights({ days, totals: { views: 0, phoneReveals: 0, saves: 0, shares: 0 }, comparison: null }));
    expect(screen.getByText(/No visits yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('There are not yet enough similar posts nearby to compare with.')).toBeTruthy();
  });

  it('offers a retry when the numbers cannot be loaded', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['insights', 'messages']);
    stubApi({});
    renderPage(<InsightsPanel post={post} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
