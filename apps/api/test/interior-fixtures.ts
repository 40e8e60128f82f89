import sharp from 'sharp';
import type { NewFirm } from '../src/modules/interior/firms.repository.ts';

/** A JPEG as a phone camera writes it: with the camera's make and a GPS position in its EXIF. */
export const cameraPhoto = (color = '#7a5230', width = 900, height = 675) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 47/1 0/1' } })
    .toBuffer();

/** A small square logo (PNG). */
export const logoImage = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#006a4e' } })
    .png()
    .toBuffer();

export const firmData = (overrides: Record<string, unknown> = {}, photos = 3) => ({
  name: 'Nokshi Test Interiors',
  categories: ['home', 'furniture'],
  services: ['interior-design', 'furniture-making', 'lighting', 'false-ceiling', 'painting', 'wallpaper'],
  budgetTier: 'budget-friendly',
  location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-dhanmondi', more: 'Road 27' },
  phone: '01711223344',
  about: 'Full home interiors in Dhanmondi: design, furniture from our own workshop and on-time handover.',
  photos: Array.from({ length: photos }, (_, i) => ({ caption: `Living room ${i + 1}`, category: 'home' })),
  ...overrides,
});

export interface FormFile {
  content: Buffer;
  name?: string;
  type?: string;
}

/** A firm form as multipart: "data" JSON, an optional "logo" and the "photos" files. */
export function firmForm(data: unknown, photos: FormFile[], logo?: FormFile) {
  const boundary = '----ghorbari-firm-boundary';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
        `${typeof data === 'string' ? data : JSON.stringify(data)}\r\n`,
    ),
  ];
  const file = (field: string, item: FormFile, index: number) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
          `filename="${item.name ?? `IMG_${index}.jpg`}"\r\nContent-Type: ${item.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      item.content,
      Buffer.from('\r\n'),
    );
  if (logo) file('logo', logo, 0);
  photos.forEach((photo, index) => file('photos', photo, index));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `count` photos of the same small JPEG, as files of a form. */
export async function photos(count: number, color?: string): Promise<FormFile[]> {
  const content = await cameraPhoto(color);
  return Array.from({ length: count }, () => ({ content }));
}

/**
 * An approved firm as stored, for tests that are not about applying (docs/conventions.md, "Test data by
 * factories"): insert it with the firms repository; its photos need no files.
 */
export const firmRow = (ownerId: string, overrides: Partial<NewFirm> = {}): NewFirm => ({
  ownerId,
  status: 'approved',
  name: 'Factory Interiors',
  categories: ['home'],
  services: ['interior-design', 'lighting', 'painting', 'wallpaper', 'curtains-blinds', 'renovation'],
  budgetTier: 'budget-friendly',
  division: 'dhaka',
  district: 'dhaka',
  subDistrict: 'dhaka-gulshan',
  phone: '01811223344',
  about: 'A firm made by a test factory, with enough words to be a real description.',
  approvedAt: new Date(),
  ...overrides,
});

export const firmPhotosFor = (name: string, count = 3) =>
  Array.from({ length: count }, (_, i) => ({
    caption: `${name} ${i + 1}`,
    category: 'home' as const,
    cardPath: `/uploads/firms/${name}-${i}-card.webp`,
    largePath: `/uploads/firms/${name}-${i}-large.webp`,
  }));
