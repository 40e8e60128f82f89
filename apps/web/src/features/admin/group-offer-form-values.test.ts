import { readFileSync } from 'node:fs';
import type { GroupDetail } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyGroupOffer,
  fromOffer,
  groupOfferResolver,
  toBody,
  type GroupOfferFormValues,
} from './group-offer-form-values.ts';
import { dispositionFilename } from './lead-file-name.ts';

const filled = (change: Partial<GroupOfferFormValues> = {}): GroupOfferFormValues => ({
  ...emptyGroupOffer(),
  title: 'মিরপুর ১০-এ ছয় তলা ভবন',
  developBy: 'নির্মাণ হোমস লিমিটেড',
  phone: '০১৭১১০০০০০১',
  location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', street: 'রোড ৫', house: '' },
  landSize: '৫',
  landUnit: 'katha',
  floors: '৬',
  flatSizeMin: '১,১০০',
  flatSizeMax: '1,450',
  areaPerShare: '1200',
  sharesTotal: '১০',
  sharesLeft: '৮',
  pricePerShare: '৪৫,০০,০০০',
  description: 'Six storeys on a five-katha plot, the landowner keeps two flats and the rest are shared.',
  ...change,
});

type Errors = Record<string, { message?: string } & Record<string, { message?: string }>>;
async function resolve(values: GroupOfferFormValues) {
  const result = await groupOfferResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { values: result.values as Record<string, unknown>, errors: result.errors as unknown as Errors };
}

const adminTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/admin.json`, import.meta.url), 'utf8')) as {
    groupOffers: { errors: Record<string, string> };
  };

describe('the group offer form as the API reads it', () => {
  it('reads numbers typed on a Bengali keyboard, with grouping, as the API does', async () => {
    const { values, errors } = await resolve(filled());
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      phone: '01711000001',
      landSize: 5,
      floors: 6,
      flatSizeMin: 1100,
      flatSizeMax: 1450,
      sharesTotal: 10,
      sharesLeft: 8,
      pricePerShare: 4_500_000,
      location: { street: 'রোড ৫' },
    });
    // Empty optional fields are left out, not sent as "".
    expect(values).not.toHaveProperty('pricePerSqft', expect.anything());
    expect((values.location as Record<string, unknown>).house).toBeUndefined();
  });

  it('says a largest flat smaller than the smallest is wrong, under the largest', async () => {
    const { errors } = await resolve(filled({ flatSizeMin: '1500', flatSizeMax: '900' }));
    expect(errors.flatSizeMax?.message).toBe('admin:groupOffers.errors.flatSizeOrder');
  });

  it('asks for a price per share or per sqft, and more shares in all than left', async () => {
    const { errors } = await resolve(filled({ pricePerShare: '', sharesLeft: '12' }));
    expect(errors.pricePerShare?.message).toBe('admin:groupOffers.errors.priceNeeded');
    expect(errors.sharesLeft?.message).toBe('validation.sharesInvalid');
    const perSqft = await resolve(filled({ pricePerShare: '', pricePerSqft: '৫,৫০০' }));
    expect(perSqft.errors).toEqual({});
    expect(perSqft.values.pricePerSqft).toBe(5500);
  });

  it('names the range of a number out of bounds, and the contracts’ message where it has one', async () => {
    const { errors } = await resolve(
      filled({
        floors: '0',
        landSize: 'five',
        instalments: '500',
        phone: '12345',
        handoverMonth: '2026-01',
        startMonth: '2027-03',
        location: { division: 'dhaka', district: '', subDistrict: '', street: '', house: '' },
      }),
    );
    expect(errors.floors?.message).toBe('admin:groupOffers.errors.floors');
    expect(errors.landSize?.message).toBe('admin:groupOffers.errors.landSize');
    expect(errors.instalments?.message).toBe('admin:groupOffers.errors.instalments');
    expect(errors.phone?.message).toBe('validation.phoneInvalid');
    expect(errors.location?.district?.message).toBe('validation.fieldsRequired');
  });

  it('refuses a handover before the work starts', async () => {
    const { errors } = await resolve(filled({ startMonth: '2027-03', handoverMonth: '2026-01' }));
    expect(errors.handoverMonth?.message).toBe('admin:groupOffers.errors.handoverBeforeStart');
  });

  it('has every message of its own in both languages', () => {
    const en = adminTexts('en').groupOffers.errors;
    const bn = adminTexts('bn').groupOffers.errors;
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const key of ['flatSizeOrder', 'priceNeeded', 'handoverBeforeStart', 'floors', 'landSize', 'instalments'])
      expect(en[key] && bn[key], key).toBeTruthy();
  });

  it('starts an edit from the offer and sends it back unchanged', async () => {
    const offer = {
      PostID: 'G-1001',
      title: 'Shared building in Uttara',
      developBy: 'Uttara Builders',
      phone: '01911000002',
      status: 'open',
      location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-uttara', street: null, house: '12' },
      landSize: 1.5,
      landUnit: 'bigha',
      floors: 9,
      flatSizeMin: 1200,
      flatSizeMax: 1800,
      areaPerShare: 1500,
      sharesTotal: 16,
      sharesLeft: 3,
      pricePerShare: null,
      pricePerSqft: 6500,
      bookingAmount: 500000,
      instalments: 36,
      paymentPlan: null,
      startMonth: '2026-02',
      handoverMonth: '2028-12',
      facilities: ['generator', 'security'],
      description: 'Nine storeys on one and a half bigha, sixteen shares of 1,500 sqft each.',
    } as unknown as GroupDetail;
    const values = fromOffer(offer);
    expect(values.pricePerShare).toBe('');
    expect(values.location.street).toBe('');
    const { values: body, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      landSize: 1.5,
      landUnit: 'bigha',
      pricePerSqft: 6500,
      facilities: ['generator', 'security'],
    });
    expect(toBody(values).pricePerShare).toBeUndefined();
  });
});

describe('the leads CSV file name', () => {
  it('comes from Content-Disposition, the UTF-8 name first', () => {
    expect(dispositionFilename('attachment; filename="leads-2026-01-05.csv"')).toBe('leads-2026-01-05.csv');
    expect(
      dispositionFilename(`attachment; filename="leads.csv"; filename*=UTF-8''%E0%A6%B2%E0%A6%BF%E0%A6%A1.csv`),
    ).toBe('লিড.csv');
    expect(dispositionFilename(null)).toBeNull();
    expect(dispositionFilename('inline')).toBeNull();
  });
});
