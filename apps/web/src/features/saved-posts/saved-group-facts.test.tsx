import type { SavedPost } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { SavedPostCard } from './saved-post-card.tsx';

const savedOffer = (overrides: Partial<SavedPost> = {}): SavedPost => ({
  _id: 'saved-9',
  postId: 'G-1004',
  type: 'group',
  postTitle: 'রূপসায় দলগত ভবন',
  imageUrl: null,
  totalImages: 2,
  postDetails: 'নদীর ধারে ছয় তলা ভবন।',
  rooms: null,
  garages: null,
  postOwnerName: 'Rupsha Developers',
  postOwnerProPic: null,
  developBy: 'Rupsha Developers',
  condition: null,
  propertyType: null,
  bedroom: null,
  bathroom: null,
  size: 900,
  price: 3_600_000,
  priceUnits: null,
  postDate: '2026-11-01T04:00:00.000Z',
  closedAt: null,
  division: 'khulna',
  district: 'khulna',
  subDistrict: 'khulna-rupsa',
  savedAt: '2026-11-02T04:00:00.000Z',
  ...overrides,
});

const price = async (post: SavedPost) => {
  const { unmount } = renderPage(<SavedPostCard post={post} onRemove={() => {}} removing={false} />);
  const text = within(await screen.findByTestId('saved-group-facts')).getAllByText(/৩৬,০০,০০০|3,600,000/)[0]
    ?.textContent;
  unmount();
  return text;
};

describe('a saved group-building offer’s price (issue 44)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says "about" when a share’s price is worked out from the price per sqft, as the offer’s card does', async () => {
    await i18n.changeLanguage('bn');
    expect(await price(savedOffer({ priceEstimated: true }))).toBe('প্রতি শেয়ার প্রায় ৩৬,০০,০০০ টাকা');
    expect(await price(savedOffer({ priceEstimated: false }))).toBe('৩৬,০০,০০০ টাকা / শেয়ার');
    await i18n.changeLanguage('en');
    expect(await price(savedOffer({ priceEstimated: true }))).toBe('about Tk 3,600,000 a share');
  });
});
