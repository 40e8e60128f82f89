import type { NewGroupOffer } from '../src/modules/group/group-offers.repository.ts';
import { firmForm, type FormFile } from './interior-fixtures.ts';

export { cameraPhoto, photos, type FormFile } from './interior-fixtures.ts';

/** A valid staff form for a group-building offer (the JSON of the multipart "data" field). */
export const offerData = (overrides: Record<string, unknown> = {}) => ({
  title: 'Group building on 5 katha in Mirpur 11',
  developBy: 'Nir Builders Ltd',
  phone: '01711223344',
  location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', street: 'Road 7', house: 'Plot 12' },
  landSize: 5,
  landUnit: 'katha',
  floors: 10,
  flatSizeMin: 1150,
  flatSizeMax: 1350,
  areaPerShare: 1250,
  sharesTotal: 18,
  sharesLeft: 7,
  pricePerShare: 6_500_000,
  bookingAmount: 500_000,
  instalments: 36,
  paymentPlan: 'Booking, then 36 monthly instalments',
  startMonth: '2026-03',
  handoverMonth: '2029-06',
  facilities: ['security', 'generator', 'prayer-room'],
  description: 'A south-facing plot in a quiet part of Mirpur 11, ten minutes from the metro station.',
  ...overrides,
});

/** An offer form as multipart: "data" JSON and the "photos" files. */
export const offerForm = (data: unknown, files: FormFile[]) => firmForm(data, files);

/**
 * An open offer as stored, for tests that are not about the staff form (docs/conventions.md, "Test data by
 * factories"): insert it with the group offers repository; its photos need no files.
 */
export const offerRow = (overrides: Partial<NewGroupOffer> = {}): NewGroupOffer => ({
  status: 'open',
  title: 'Factory group building',
  developBy: 'Factory Developers',
  phone: '01811223344',
  division: 'dhaka',
  district: 'dhaka',
  subDistrict: 'dhaka-mirpur',
  landSize: 5,
  landUnit: 'katha',
  floors: 8,
  flatSizeMin: 1000,
  flatSizeMax: 1200,
  areaPerShare: 1100,
  sharesTotal: 14,
  sharesLeft: 6,
  pricePerShare: 5_000_000,
  description: 'An offer made by a test factory, with enough words to be a real description.',
  ...overrides,
});

export const offerPhotosFor = (name: string, count = 2) =>
  Array.from({ length: count }, (_, i) => ({
    cardPath: `/uploads/group/${name}-${i}-card.webp`,
    largePath: `/uploads/group/${name}-${i}-large.webp`,
  }));
