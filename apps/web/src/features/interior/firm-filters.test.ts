import { describe, expect, it } from 'vitest';
import {
  emptyFirmFilters,
  hasFirmFilters,
  readFirmFilters,
  readFirmPage,
  writeFirmParams,
  type FirmFilters,
} from './firm-filters.ts';
import { galleryHref, photoCategories, photosOf } from './photo-categories.ts';

const read = (query: string) => readFirmFilters(new URLSearchParams(query));

describe('the directory filters in the address', () => {
  it('read back what they wrote, page and all', () => {
    const filters: FirmFilters = {
      category: 'home',
      budget: 'luxury',
      maxBudget: '1500',
      division: 'dhaka',
      district: 'gazipur',
      minRating: '4.5',
      q: 'Nokshi',
      sort: 'most-reviewed',
    };
    const params = writeFirmParams(filters, 3);
    expect(readFirmFilters(params)).toEqual(filters);
    expect(readFirmPage(params)).toBe(3);
  });

  it('read a budget per sqft typed on a Bengali keyboard, and drop one the API would refuse (issue 44)', () => {
    expect(read('maxBudget=১,৫০০').maxBudget).toBe('1500');
    expect(read('maxBudget=0800').maxBudget).toBe('800');
    for (const wrong of ['20', 'cheap', '1.5', '200000', '-900']) expect(read(`maxBudget=${wrong}`).maxBudget).toBe('');
    expect(hasFirmFilters({ ...emptyFirmFilters, maxBudget: '900' })).toBe(true);
  });

  it('keep the plain address plain: no defaults, no page 1, no empty values', () => {
    expect(writeFirmParams({ ...emptyFirmFilters, sort: 'best-rated' }, 1).toString()).toBe('');
    expect(writeFirmParams({ ...emptyFirmFilters, q: '   ' }).toString()).toBe('');
  });

  it('drop whatever a hand-edited link gets wrong, so the page still loads', () => {
    expect(read('category=castle&budget=cheap&minRating=2&sort=random&division=atlantis&district=x')).toEqual(
      emptyFirmFilters,
    );
    // A district means nothing without its division.
    expect(read('district=gazipur')).toEqual(emptyFirmFilters);
    expect(read('division=dhaka&district=../../etc')).toEqual({ ...emptyFirmFilters, division: 'dhaka' });
    expect(readFirmPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readFirmPage(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('trim the name search and cap it at the API’s length', () => {
    expect(read('q=%20%20Dhaka%20%20%20Decor%20').q).toBe('Dhaka Decor');
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('count the sort as an order, not a filter', () => {
    expect(hasFirmFilters({ ...emptyFirmFilters, sort: 'newest' })).toBe(false);
    expect(hasFirmFilters({ ...emptyFirmFilters, minRating: '4' })).toBe(true);
  });
});

describe('the gallery by category', () => {
  const photos = [
    { id: 'a', category: 'office' as const },
    { id: 'b', category: 'home' as const },
    { id: 'c', category: 'office' as const },
  ];

  it('offers only the categories that have photos, in the usual order', () => {
    expect(photoCategories(photos)).toEqual(['home', 'office']);
  });

  it('shows one category’s photos, or all of them', () => {
    expect(photosOf(photos, 'office').map((photo) => photo.id)).toEqual(['a', 'c']);
    expect(photosOf(photos, '').map((photo) => photo.id)).toEqual(['a', 'b', 'c']);
    expect(photosOf(photos, 'gym').map((photo) => photo.id)).toEqual(['a', 'b', 'c']);
  });

  it('opens the full gallery on a photo and a category', () => {
    expect(galleryHref('/Interior-Image-Gallery/I-1')).toBe('/Interior-Image-Gallery/I-1');
    expect(galleryHref('/Interior-Image-Gallery/I-1', { photo: 'p1', category: 'home' })).toBe(
      '/Interior-Image-Gallery/I-1?category=home&photo=p1',
    );
  });
});
