import {
  addMonths,
  monthOf,
  PROPERTY_TYPES,
  storedPriceUnitOf,
  type PostBasics,
  type PostDetail,
} from '@ghorbari/contracts';
import { districtsOf, neighbourhoodsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { locationKeys } from '../../lib/query-keys.ts';
import { postDetail } from '../../test/factories.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { PostForm } from './post-form.tsx';
import { fromDetail } from './post-form-values.ts';
import { existingImages } from './post-images.ts';
import { box, stepHeading, t } from './post-form.test-kit.tsx';

/**
 * An edit changes only what the owner changed (issue 62): the edit form opened on a post carries
 * every fact of it back, whatever its type and purpose. A rent flat of the demo data says it is
 * ready and used; an edit of its rent once sent it back as "not given", and the approved edit
 * erased both from the live ad.
 */

type Kind = PostDetail['propertyType'];
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const HOMES: readonly string[] = ['apartment', 'home', 'duplex-home'];

/**
 * A live post as the demo seed makes one (apps/api/src/seed/drawn-posts.ts): every fact its type
 * and purpose carry filled in, construction status and new/used on rent posts too.
 */
function seededPost(type: 'sell' | 'rent', kind: Kind): PostDetail {
  const land = kind === 'land';
  const home = HOMES.includes(kind);
  const rent = type === 'rent';
  const perSqft = !rent && ['shop', 'showroom', 'commercial-office'].includes(kind);
  const houseLand = !rent && (kind === 'home' || kind === 'duplex-home');
  return postDetail({
    PostID: rent ? 'R-184' : 'S-178',
    type,
    status: 'approved',
    propertyType: kind,
    postTitle: rent ? 'মোহাম্মদপুরে ৩ বেডরুমের ফ্ল্যাট ভাড়া' : 'মোহাম্মদপুরে ৩ বেডরুমের ফ্ল্যাট বিক্রি',
    description: 'পর্যাপ্ত আলো-বাতাস, কাছেই বাজার, স্কুল ও মসজিদ। দেখতে আগে ফোন করুন।',
    primaryPhone: '01811000002',
    secondaryPhone: '01911000003',
    location: {
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-dhamrai',
      neighbourhood: null,
      street: 'কলেজ রোড',
      house: 'বাড়ি ১২, রোড ৪',
      showHouse: false,
      postCode: '1350',
    },
    price: rent ? 34_500 : perSqft ? 8_800 : 8_610_000,
    previousPrice: rent ? null : perSqft ? 9_500 : 9_300_000,
    priceUnits: rent ? 'per-month' : perSqft ? 'per-sqft' : 'total-price',
    size: land ? null : 1450,
    landSize: land ? 8 : houseLand ? 5 : null,
    landUnits: land ? 'katha' : houseLand ? 'shotok' : null,
    landCategory: land ? 'residential' : null,
    constructionStatus: land ? null : 'ready',
    condition: land ? null : 'used',
    bedrooms: home ? 3 : null,
    bathrooms: home ? 2 : null,
    rooms: {
      total: home ? 6 : null,
      bedrooms: home ? 3 : null,
      bathrooms: home ? 2 : null,
      balconies: home ? 2 : null,
      drawingRooms: home ? 1 : null,
      garages: home ? 1 : null,
    },
    lift: kind === 'apartment' ? 'lift' : null,
    furnishing: home ? 'semi-furnished' : null,
    facing: 'south',
    totalUnits: kind === 'apartment' ? 12 : null,
    totalFloors: land ? null : 6,
    availableFloor: kind === 'apartment' ? 4 : null,
    facilities: land ? [] : ['security', 'generator'],
    negotiable: true,
    listedBy: 'owner',
    parking: land ? null : true,
    advanceMonths: rent ? 2 : null,
    serviceCharge: rent ? 2_500 : null,
    billsIncluded: rent ? false : null,
    gas: rent && home ? 'line' : null,
    tenants: rent ? (home ? ['family', 'bachelor'] : ['office']) : [],
    // A month to come: one gone by reads "from now" in the form (the API keeps the stored one).
    availableFrom: rent ? addMonths(monthOf(new Date()), 2) : null,
    // Drawn inline: the test has no server to load a photo from.
    images: [{ card: PIXEL, large: '/uploads/posts/demo-1-large.webp' }],
  });
}

/** Each fact of a post by the name support's "changes since approval" gives it, as the post reads. */
function factsOf(post: PostDetail) {
  return {
    postTitle: post.postTitle,
    description: post.description,
    primaryPhone: post.primaryPhone,
    secondaryPhone: post.secondaryPhone,
    division: post.location.division,
    district: post.location.district,
    subDistrict: post.location.subDistrict,
    neighbourhood: post.location.neighbourhood,
    street: post.location.street ?? null,
    house: post.location.house ?? null,
    showHouse: post.location.showHouse,
    postCode: post.location.postCode ?? null,
    price: post.price,
    previousPrice: post.previousPrice,
    priceUnits: storedPriceUnitOf(post.type, post.priceUnits),
    size: post.size,
    landSize: post.landSize,
    landUnits: post.landUnits,
    landCategory: post.landCategory,
    propertyType: post.propertyType,
    constructionStatus: post.constructionStatus,
    condition: post.condition,
    roomsTotal: post.rooms.total,
    bedrooms: post.rooms.bedrooms,
    bathrooms: post.rooms.bathrooms,
    balconies: post.rooms.balconies,
    drawingRooms: post.rooms.drawingRooms,
    garages: post.rooms.garages,
    lift: post.lift,
    furnishing: post.furnishing,
    facing: post.facing,
    totalUnits: post.totalUnits,
    totalFloors: post.totalFloors,
    availableFloor: post.availableFloor,
    facilities: post.facilities,
    negotiable: post.negotiable,
    listedBy: post.listedBy,
    parking: post.parking,
    advanceMonths: post.advanceMonths,
    serviceCharge: post.serviceCharge,
    billsIncluded: post.billsIncluded,
    gas: post.gas,
    tenants: post.tenants,
    availableFrom: post.availableFrom,
    paid: post.paid,
  };
}
type Facts = ReturnType<typeof factsOf>;

/** The same facts of the body the form sent; `undefined` where the body does not say. */
function factsSent(body: PostBasics): Record<keyof Facts, unknown> {
  return {
    postTitle: body.postTitle,
    description: body.description,
    primaryPhone: body.primaryPhone,
    secondaryPhone: body.secondaryPhone,
    division: body.location.division,
    district: body.location.district,
    subDistrict: body.location.subDistrict,
    // The API stores '' as no neighbourhood.
    neighbourhood: body.location.neighbourhood || undefined,
    street: body.location.street,
    house: body.location.house,
    showHouse: body.location.showHouse,
    postCode: body.location.postCode,
    price: body.price,
    previousPrice: body.previousPrice,
    priceUnits: storedPriceUnitOf(body.type, body.priceUnits),
    size: body.size,
    landSize: body.landSize,
    landUnits: body.landUnits,
    landCategory: body.landCategory,
    propertyType: body.propertyType,
    constructionStatus: body.constructionStatus,
    condition: body.condition,
    roomsTotal: body.rooms?.total,
    bedrooms: body.rooms?.bedrooms,
    bathrooms: body.rooms?.bathrooms,
    balconies: body.rooms?.balconies,
    drawingRooms: body.rooms?.drawingRooms,
    garages: body.rooms?.garages,
    lift: body.lift,
    furnishing: body.furnishing,
    facing: body.facing,
    totalUnits: body.totalUnits,
    totalFloors: body.totalFloors,
    availableFloor: body.availableFloor,
    facilities: body.facilities,
    negotiable: body.negotiable,
    listedBy: body.listedBy,
    parking: body.parking,
    advanceMonths: body.advanceMonths,
    serviceCharge: body.serviceCharge,
    billsIncluded: body.billsIncluded,
    gas: body.gas,
    tenants: body.tenants,
    availableFrom: body.availableFrom,
    paid: body.paid,
  };
}

/**
 * What the form does not ask of a post, so does not send: the API keeps those as stored
 * (apps/api/test/posts-edit-facts.test.ts). A rent post is not asked its construction status or
 * new/used, a sale the terms of a let (issue 12).
 */
const notAsked = (type: 'sell' | 'rent'): (keyof Facts)[] =>
  type === 'rent'
    ? ['constructionStatus', 'condition']
    : ['advanceMonths', 'serviceCharge', 'billsIncluded', 'gas', 'tenants', 'availableFrom'];

/** The edit form as the edit page opens it on `post`, on its first step. */
function openEdit(post: PostDetail) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
  queryClient.setQueryData(locationKeys.neighbourhoods('dhaka-dhamrai'), neighbourhoodsOf('dhaka-dhamrai'));
  const onSubmit = vi.fn<(body: PostBasics) => Promise<void>>().mockResolvedValue(undefined);
  const page = renderPage(
    <PostForm
      defaultValues={fromDetail(post)}
      defaultImages={existingImages(post.images)}
      editing
      provenPhones={[]}
      onSubmit={onSubmit}
    />,
    { queryClient },
  );
  return { ...page, onSubmit };
}

/** Every property type a post may be of. */
const SELL_KINDS: readonly Kind[] = PROPERTY_TYPES;
// The demo data lets no land or factory (apps/api/src/seed/demo-posts.ts); the form would.
const RENT_KINDS: Kind[] = SELL_KINDS.filter((kind) => kind !== 'land' && kind !== 'factory');
const CASES = [
  ...SELL_KINDS.map((kind) => ['sell', kind] as const),
  ...RENT_KINDS.map((kind) => ['rent', kind] as const),
];

describe('editing a post changes only what the owner changed', () => {
  it.each(CASES)('a %s post of type %s: the new price is sent, every other fact as it was', async (type, kind) => {
    await i18n.changeLanguage('en');
    const post = seededPost(type, kind);
    const { user, onSubmit } = openEdit(post);
    await stepHeading('basics');
    // happy-dom does not keep a select's preset value (post-form.test-kit.tsx): the owner's type, picked again.
    await user.selectOptions(screen.getByRole('combobox', { name: t('posting:fields.propertyType') }), kind);

    // The owner goes to the price, changes it and nothing else, and saves from the last step.
    await user.click(screen.getByRole('button', { name: t('posting:form.next') }));
    await stepHeading('place');
    await user.click(screen.getByRole('button', { name: t('posting:form.next') }));
    await stepHeading('price');
    const price = box(type === 'rent' ? t('posting:fields.rentPrice') : t('posting:fields.price'));
    await user.clear(price);
    await user.type(price, String(post.price + 1_000));
    for (const step of ['details', 'photos', 'publish'] as const) {
      await user.click(screen.getByRole('button', { name: t('posting:form.next') }));
      await stepHeading(step);
    }
    await user.click(screen.getByRole('button', { name: t('posting:form.update') }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    const sent = factsSent(onSubmit.mock.calls[0]![0]);
    const loaded: Record<string, unknown> = factsOf(post);
    const skipped = notAsked(type);
    const asked = (facts: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(facts)
          .filter(([field]) => !(skipped as string[]).includes(field))
          // "Not given" is left out of the body.
          .map(([field, value]) => [field, value ?? null]),
      );
    expect(asked(sent)).toEqual(asked({ ...loaded, price: post.price + 1_000 }));
    // Not asked, so not sent: never as a blank over what the post says.
    for (const field of skipped) expect(sent[field]).toBeUndefined();
  });
});
