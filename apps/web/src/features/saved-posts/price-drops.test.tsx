import type { SavedPost } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { SavedPostCard } from './saved-post-card.tsx';

const saved = (overrides: Partial<SavedPost> = {}): SavedPost => ({
  _id: 'saved-1',
  postId: 'S-1042',
  type: 'sell',
  postTitle: '3 bed flat near Boalia, Rajshahi',
  imageUrl: null,
  totalImages: 3,
  postDetails: 'South facing flat on the 4th floor, lift and generator.',
  rooms: 6,
  garages: 1,
  postOwnerName: 'Sharmin Akter',
  postOwnerProPic: null,
  condition: 'new',
  propertyType: 'apartment',
  bedroom: 3,
  bathroom: 2,
  size: 1350,
  price: 8_000_000,
  priceUnits: 'total-price',
  previousPrice: 8_500_000,
  postDate: '2026-11-01T04:00:00.000Z',
  closedAt: null,
  division: 'rajshahi',
  district: 'rajshahi',
  subDistrict: 'rajshahi-boalia',
  savedAt: '2026-11-02T04:00:00.000Z',
  ...overrides,
});

const card = (post: SavedPost) => renderPage(<SavedPostCard post={post} onRemove={() => {}} removing={false} />);

describe('a saved post whose price dropped (issue 19)', () => {
  it('strikes the earlier price through and says the drop in words, in English', async () => {
    card(saved());
    const article = await screen.findByRole('article');
    const struck = article.querySelector('s');
    expect(struck?.textContent).toBe('Tk 8,500,000');
    expect(struck?.parentElement?.textContent).toBe('Earlier price: Tk 8,500,000');
    const badge = within(article).getByTestId('price-drop');
    expect(badge.textContent).toBe('Price dropped 6% (Tk 500,000 less than before)');
    expect(within(article).getByText('Tk 8,000,000')).toBeTruthy();
  });

  it('says it in Bengali with Bengali digits, and a rent drop as rent', async () => {
    await i18n.changeLanguage('bn');
    card(saved({ type: 'rent', postId: 'R-77', price: 22_000, previousPrice: 25_000, priceUnits: 'per-month' }));
    const article = await screen.findByRole('article');
    expect(article.querySelector('s')?.textContent).toBe('২৫,০০০ টাকা / মাস');
    expect(within(article).getByTestId('price-drop').textContent).toBe('ভাড়া কমেছে ১২% (আগের চেয়ে ৩,০০০ টাকা কম)');
  });

  it('shows no drop without an earlier, higher price, or once the post is sold', async () => {
    for (const post of [saved({ previousPrice: null }), saved({ previousPrice: 7_000_000 })]) {
      const { unmount } = card(post);
      expect((await screen.findByRole('article')).querySelector('s')).toBeNull();
      expect(screen.queryByTestId('price-drop')).toBeNull();
      unmount();
    }
    card(saved({ closedAt: '2026-11-20T04:00:00.000Z' }));
    await screen.findByRole('article');
    expect(screen.queryByTestId('price-drop')).toBeNull();
  });
});
