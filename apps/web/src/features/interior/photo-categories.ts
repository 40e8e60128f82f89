import { INTERIOR_CATEGORIES, type FirmPhoto, type InteriorCategory } from '@ghorbari/contracts';

/** The categories that have photos, in the usual category order (the tabs "All" is followed by). */
export function photoCategories(photos: Pick<FirmPhoto, 'category'>[]): InteriorCategory[] {
  const present = new Set(photos.map((photo) => photo.category));
  return INTERIOR_CATEGORIES.filter((category) => present.has(category));
}

/** The photos of one category, or all of them for ''. An unknown category shows all. */
export function photosOf<T extends Pick<FirmPhoto, 'category'>>(photos: T[], category: string): T[] {
  const chosen = photos.filter((photo) => photo.category === category);
  return chosen.length > 0 ? chosen : photos;
}

/** The gallery page's address, opened on a photo and a category (each left out when not given). */
export function galleryHref(base: string, { photo, category }: { photo?: string; category?: string } = {}): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (photo) params.set('photo', photo);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
