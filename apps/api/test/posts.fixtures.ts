import sharp from 'sharp';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import type { Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { multipartForm } from './uploads.fixtures.ts';

export const photo = (color = '#4a7c59', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 22/1 0/1' } })
    .toBuffer();

/**
 * A photo with something in it (issue 18: a flat colour has no distinctive hash): coloured blocks
 * placed by `seed`, as a camera would send it (JPEG, 1200×900). Different seeds, different photos.
 */
export function scenePhoto(seed: number, width = 1200, height = 900) {
  let state = seed * 7919 + 17;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const blocks = Array.from({ length: 24 }, () => {
    const [x, y, w, h] = [next() * width, next() * height, 60 + next() * 400, 60 + next() * 300];
    const grey = Math.round(next() * 255);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="rgb(${grey},${255 - grey},${(grey * 3) % 256})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e9e4da"/>${blocks.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export const sellFlat = (overrides: Record<string, unknown> = {}) => ({
  type: 'sell',
  postTitle: '3 bed flat near Boalia, Rajshahi',
  description: 'South facing flat on the 4th floor, 1350 sqft, lift and generator, 5 minutes from Shaheb Bazar.',
  primaryPhone: '01711223344',
  location: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
  price: 6_500_000,
  priceUnits: 'total-price',
  size: 1350,
  propertyType: 'apartment',
  rooms: { bedrooms: 3, bathrooms: 2, balconies: 2 },
  lift: 'lift',
  facilities: ['generator', 'security'],
  paid: false,
  ...overrides,
});

/** A multipart body: the post as JSON in "data", optional "keepImages", and the files. */
export function postForm(
  data: unknown,
  files: { name?: string; type?: string; content: Buffer }[],
  keepImages?: string[],
) {
  const fields = {
    data: typeof data === 'string' ? data : JSON.stringify(data),
    ...(keepImages ? { keepImages: JSON.stringify(keepImages) } : {}),
  };
  return multipartForm(
    fields,
    files.map((file) => ({ field: 'images', ...file })),
    '----ghorbari-post-boundary',
  );
}

/**
 * A pending sell post as stored, for tests that are not about posting: insert it with the posts
 * repository (its images need no files unless a test serves them).
 */
export const postRow = (ownerId: string, overrides: Partial<NewPost> = {}): NewPost => ({
  ownerId,
  type: 'sell',
  status: 'pending',
  title: '3 bed flat near Boalia, Rajshahi',
  description: 'South facing flat on the 4th floor, 1350 sqft, lift and generator.',
  primaryPhone: '01711223344',
  division: 'rajshahi',
  district: 'rajshahi',
  subDistrict: 'rajshahi-boalia',
  price: 6_500_000,
  priceUnits: 'total-price',
  size: 1350,
  propertyType: 'apartment',
  bedrooms: 3,
  bathrooms: 2,
  facilities: ['generator'],
  ...overrides,
});

/** Sub-districts the market tests put posts in, with their district and division. */
export const places = {
  boalia: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
  rajpara: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-rajpara' },
  sylhet: { division: 'sylhet', district: 'sylhet', subDistrict: 'sylhet-sylhet-sadar' },
  mirpur: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' },
} as const;

/** A saved search's filters for Boalia (Rajshahi) flats for sale up to 70 lakh: `postRow`'s flat matches them. */
export const boaliaFlats = {
  type: 'sell',
  division: 'rajshahi',
  district: 'rajshahi',
  subDistrict: 'rajshahi-boalia',
  propertyType: 'apartment',
  maxPrice: 7_000_000,
};

export const postImagesFor = (name: string) => [
  { card: `/uploads/posts/${name}-card.webp`, large: `/uploads/posts/${name}-large.webp` },
];

/** An approved post (`postRow`) of a new owner, inserted as a row, its images named after `name`. */
export async function approvedPost(repos: Repositories, name: string, overrides: Partial<NewPost> = {}) {
  const owner = await repos.users.insert(userRow());
  return repos.posts.insert(postRow(owner.id, { status: 'approved', ...overrides }), postImagesFor(name));
}
