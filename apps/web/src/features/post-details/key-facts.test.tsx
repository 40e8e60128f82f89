import type { Language, PostDetail } from '@ghorbari/contracts';
import { districtsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { locationKeys } from '../../lib/query-keys.ts';
import { postDetail } from '../../test/factories.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { KeyFacts } from './key-facts.tsx';

/** The chips under the price: what a renter asks first, in the reader's language and digits. */
async function renderFacts(post: PostDetail, language: Language) {
  await i18n.changeLanguage(language);
  const queryClient = testQueryClient();
  queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
  const view = renderPage(<KeyFacts post={post} language={language} />, { queryClient });
  const list = await screen.findByRole('list', { name: i18n.t('listings:detail.keyFacts.label') });
  const facts = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  view.unmount();
  return facts;
}

const flat = (overrides: Partial<PostDetail>) =>
  postDetail({
    type: 'rent',
    priceUnits: 'per-month',
    size: 1250,
    rooms: { total: 5, bedrooms: 3, bathrooms: 2, balconies: 1, drawingRooms: 1, garages: null },
    totalFloors: 8,
    availableFloor: 4,
    negotiable: true,
    ...overrides,
  });

const area = (language: Language) =>
  `${subDistrictsOf('dhaka').find((entry) => entry.id === 'dhaka-dhamrai')?.[language]}, ${
    districtsOf('dhaka').find((entry) => entry.id === 'dhaka')?.[language]
  }`;

describe('the key facts of a post', () => {
  it('reads in Bengali with Bengali digits, the floor as people say it', async () => {
    expect(await renderFacts(flat({}), 'bn')).toEqual([
      '৩টি বেডরুম',
      '২টি বাথরুম',
      '১,২৫০ বর্গফুট',
      '৮ তলা ভবনের ৪র্থ তলা',
      area('bn'),
      'ভাড়া আলোচনাসাপেক্ষ',
    ]);
  });

  it('reads in English', async () => {
    expect(await renderFacts(flat({ type: 'sell', priceUnits: 'total-price' }), 'en')).toEqual([
      '3 bedrooms',
      '2 bathrooms',
      '1,250 sqft',
      '4th floor of 8',
      area('en'),
      'Price negotiable',
    ]);
  });

  it.each([
    [0, 'নিচতলা', 'Ground floor'],
    [1, '১ম তলা', '1st floor'],
    [2, '২য় তলা', '2nd floor'],
    [3, '৩য় তলা', '3rd floor'],
    [6, '৬ষ্ঠ তলা', '6th floor'],
    [11, '১১তম তলা', '11th floor'],
    [22, '২২তম তলা', '22nd floor'],
  ])('names floor %i with its ordinal in both languages', async (floor, bn, en) => {
    const post = flat({ availableFloor: floor, totalFloors: null });
    expect(await renderFacts(post, 'bn')).toContain(bn);
    expect(await renderFacts(post, 'en')).toContain(en);
  });

  it('leaves out what the owner did not give, and shows land by its own unit', async () => {
    const land = postDetail({
      propertyType: 'land',
      size: null,
      landSize: 5,
      landUnits: 'katha',
      rooms: { total: null, bedrooms: null, bathrooms: null, balconies: null, drawingRooms: null, garages: null },
      bedrooms: null,
      bathrooms: null,
      totalFloors: null,
      availableFloor: null,
      negotiable: false,
    });
    // 45 lakh for 5 katha: the price per katha beside the total, as land is priced.
    expect(await renderFacts(land, 'bn')).toEqual([
      `৫ ${i18n.t('enums:landUnit.katha')}`,
      'কাঠাপ্রতি ৯,০০,০০০ টাকা',
      area('bn'),
    ]);
  });

  it("shows a rent post's advance and service charge, and says when there is none", async () => {
    const rent = postDetail({
      type: 'rent',
      price: 28_000,
      priceUnits: 'per-month',
      advanceMonths: 2,
      serviceCharge: 2500,
    });
    expect(await renderFacts(rent, 'bn')).toEqual(
      expect.arrayContaining(['২ মাসের অগ্রিম', 'সার্ভিস চার্জ ২,৫০০ টাকা/মাস']),
    );
    expect(await renderFacts(rent, 'en')).toEqual(
      expect.arrayContaining(["2 months' advance", 'Service charge Tk 2,500/month']),
    );
    const free = postDetail({
      type: 'rent',
      price: 28_000,
      priceUnits: 'per-month',
      advanceMonths: 0,
      serviceCharge: 0,
    });
    const facts = await renderFacts(free, 'bn');
    expect(facts).toContain('সার্ভিস চার্জ নেই');
    expect(facts.some((fact) => fact.includes('অগ্রিম'))).toBe(false);
  });
});
