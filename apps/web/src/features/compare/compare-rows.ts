import type { FirmDetail, GroupDetail, Language, PostAreaPrice, PostDetail } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { firmBudgetRangeText } from '../../domain/interior/firm-budget.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatNumber, formatPrice, formatTaka } from '../../lib/format.ts';
import { flatSizeText, landText, sharePriceText, sharesLeftText } from '../../domain/group-building/group-format.ts';
import { formatMonth } from '../../lib/months.ts';
import { floorText } from '../../domain/posts/floor-text.ts';
import { rentTermText } from '../../domain/posts/rent-terms.ts';

/**
 * What the compare page lines up (issue 44), one row per question a buyer, renter or client asks,
 * worded as each listing's own page words it. `t` must have the compare, listings, enums, group,
 * interior and market namespaces.
 */
export interface CompareRow {
  key: string;
  label: string;
  /** One per column, in the columns' order; null where that listing does not say. */
  values: (string | null)[];
  /** The listings do not all say the same (rows that are the same can be hidden). */
  differs: boolean;
}

/** A sell or rent post, with the area's median where the API has one (sell posts). */
export interface ComparedPost {
  post: PostDetail;
  areaPrice: PostAreaPrice | null;
}

type RowSpec<T> = [key: string, label: string, value: (item: T) => string | null];

function rowsOf<T>(specs: RowSpec<T>[], items: (T | null)[]): CompareRow[] {
  return specs.flatMap(([key, label, value]) => {
    const values = items.map((item) => (item === null ? null : value(item)));
    // A question none of them answers is left out.
    if (values.every((one) => one === null)) return [];
    const shown = items.flatMap((item, index) => (item === null ? [] : [values[index] ?? '']));
    return [{ key, label, values, differs: new Set(shown).size > 1 }];
  });
}

/** Taka per sqft of a post: its price when priced so, else the whole price over its floor area. */
export function postPricePerSqft(post: Pick<PostDetail, 'price' | 'priceUnits' | 'size'>): number | null {
  if (post.priceUnits === 'per-sqft') return post.price;
  if (post.priceUnits !== 'total-price' || !post.size) return null;
  return Math.round(post.price / post.size);
}

function standingText(t: TFunction, areaPrice: PostAreaPrice | null, language: Language): string | null {
  if (!areaPrice) return null;
  const median = t(`market:perUnit.${areaPrice.unit}`, { amount: formatTaka(areaPrice.median, language) });
  const percent = formatNumber(areaPrice.percent, language);
  return t(`compare:standing.${areaPrice.standing}`, { median, percent });
}

export function postRows(
  t: TFunction,
  type: 'sell' | 'rent',
  items: (ComparedPost | null)[],
  language: Language,
): CompareRow[] {
  const n = (value: number | null) => (value === null ? null : formatNumber(value, language));
  const rent = (term: Parameters<typeof rentTermText>[1]) => (item: ComparedPost) =>
    rentTermText(t, term, item.post, language);
  const specs: RowSpec<ComparedPost>[] = [
    ['price', t('compare:rows.price'), ({ post }) => formatPrice(t, post.price, post.priceUnits, language)],
    ...(type === 'sell'
      ? ([
          [
            'pricePerSqft',
            t('compare:rows.pricePerSqft'),
            ({ post }) => {
              const perSqft = postPricePerSqft(post);
              return perSqft === null ? null : t('market:perUnit.sqft', { amount: formatTaka(perSqft, language) });
            },
          ],
          ['areaMedian', t('compare:rows.areaMedian'), ({ areaPrice }) => standingText(t, areaPrice, language)],
        ] satisfies RowSpec<ComparedPost>[])
      : []),
    ['propertyType', t('listings:fields.propertyType'), ({ post }) => t(`enums:propertyType.${post.propertyType}`)],
    [
      'size',
      t('listings:fields.size'),
      ({ post }) => (post.size === null ? null : t('listings:card.sqft', { n: n(post.size) })),
    ],
    [
      'landSize',
      t('listings:fields.landSize'),
      ({ post }) =>
        post.landSize === null
          ? null
          : t('listings:card.land', {
              n: n(post.landSize),
              unit: post.landUnits ? t(`enums:landUnit.${post.landUnits}`) : '',
            }).trim(),
    ],
    ['bedrooms', t('listings:fields.bedrooms'), ({ post }) => n(post.rooms.bedrooms)],
    ['bathrooms', t('listings:fields.bathrooms'), ({ post }) => n(post.rooms.bathrooms)],
    ['balconies', t('listings:fields.balconies'), ({ post }) => n(post.rooms.balconies)],
    ['floor', t('compare:rows.floor'), ({ post }) => floorText(t, post.availableFloor, post.totalFloors, language)],
    ['facing', t('listings:fields.facing'), ({ post }) => (post.facing ? t(`enums:facing.${post.facing}`) : null)],
    ['lift', t('listings:fields.lift'), ({ post }) => (post.lift ? t(`enums:lift.${post.lift}`) : null)],
    [
      'parking',
      t('listings:fields.parking'),
      ({ post }) =>
        post.parking === null ? null : t(post.parking ? 'listings:detail.parkingYes' : 'listings:detail.parkingNo'),
    ],
    ...(type === 'rent'
      ? ([
          ['advance', t('listings:detail.rentTerms.labels.advance'), rent('advance')],
          ['serviceCharge', t('listings:detail.rentTerms.labels.serviceCharge'), rent('serviceCharge')],
          ['tenants', t('listings:detail.rentTerms.labels.tenants'), rent('tenants')],
          ['availableFrom', t('listings:detail.rentTerms.labels.availableFrom'), rent('availableFrom')],
        ] satisfies RowSpec<ComparedPost>[])
      : []),
    [
      'confirmed',
      t('compare:rows.confirmed'),
      ({ post }) => (post.availability.confirmedAt ? formatDate(post.availability.confirmedAt, language) : null),
    ],
  ];
  return rowsOf(specs, items);
}

export function groupRows(t: TFunction, items: (GroupDetail | null)[], language: Language): CompareRow[] {
  const perSqft = (offer: GroupDetail) =>
    offer.pricePerSqft ?? (offer.pricePerShare !== null ? Math.round(offer.pricePerShare / offer.areaPerShare) : null);
  const specs: RowSpec<GroupDetail>[] = [
    [
      'flatSize',
      t('compare:rows.flatSize'),
      (offer) => flatSizeText(t, offer.flatSizeMin, offer.flatSizeMax, language),
    ],
    ['price', t('compare:rows.sharePrice'), (offer) => sharePriceText(t, offer, language)],
    [
      'pricePerSqft',
      t('compare:rows.pricePerSqft'),
      (offer) => {
        const amount = perSqft(offer);
        return amount === null ? null : t('market:perUnit.sqft', { amount: formatTaka(amount, language) });
      },
    ],
    [
      'booking',
      t('compare:rows.booking'),
      (offer) => (offer.bookingAmount === null ? null : formatTaka(offer.bookingAmount, language)),
    ],
    [
      'instalments',
      t('compare:rows.instalments'),
      (offer) =>
        offer.instalments === null
          ? null
          : t('compare:instalments', { count: offer.instalments, n: formatNumber(offer.instalments, language) }),
    ],
    [
      'handover',
      t('compare:rows.handover'),
      (offer) => (offer.handoverMonth ? formatMonth(offer.handoverMonth, language) : null),
    ],
    [
      'sharesLeft',
      t('compare:rows.sharesLeft'),
      (offer) => sharesLeftText(t, offer.sharesLeft, offer.sharesTotal, language),
    ],
    ['land', t('compare:rows.land'), (offer) => landText(t, offer, language)],
    ['floors', t('listings:fields.totalFloors'), (offer) => formatNumber(offer.floors, language)],
    ['developer', t('compare:rows.developer'), (offer) => offer.developBy],
  ];
  return rowsOf(specs, items);
}

export function firmRows(t: TFunction, items: (FirmDetail | null)[], language: Language): CompareRow[] {
  const specs: RowSpec<FirmDetail>[] = [
    [
      'rating',
      t('compare:rows.rating'),
      (firm) =>
        firm.totalRatings === 0
          ? t('interior:card.noReviews')
          : t('compare:rating', {
              count: firm.totalRatings,
              average: formatNumber(firm.averageRating, language, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              n: formatNumber(firm.totalRatings, language),
            }),
    ],
    ['budget', t('compare:rows.budget'), (firm) => firmBudgetRangeText(t, firm, language)],
    ['budgetTier', t('compare:rows.budgetTier'), (firm) => t(`enums:budgetTier.${firm.budgetTier}`)],
    [
      'categories',
      t('compare:rows.categories'),
      (firm) => firm.categories.map((category) => t(`enums:interiorCategory.${category}`)).join(', ') || null,
    ],
    [
      'services',
      t('compare:rows.services'),
      (firm) => firm.services.map((service) => t(`enums:interiorService.${service}`)).join(', ') || null,
    ],
    ['since', t('compare:rows.since'), (firm) => formatDate(firm.createdAt, language)],
  ];
  return rowsOf(specs, items);
}
