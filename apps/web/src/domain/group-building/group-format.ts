import type { GroupCard, Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatNumber, formatPrice, formatTaka } from '../../lib/format.ts';

/**
 * How an offer's numbers read on its card and page, in both languages (spec §1: land in katha,
 * area in sqft, money in taka). Any `t` will do: the keys name the `group` namespace.
 */

const decimals = (value: number, language: Language) => formatNumber(value, language, { maximumFractionDigits: 2 });

/** "৫ কাঠা", or with the unit it was measured in when that is not katha: "৬.০৫ কাঠা (১০ শতক)". */
export function landText(
  t: TFunction,
  offer: Pick<GroupCard, 'landSize' | 'landUnit' | 'landKatha'>,
  language: Language,
) {
  const katha = t('group:units.katha', { count: offer.landKatha, n: decimals(offer.landKatha, language) });
  if (offer.landUnit === 'katha') return katha;
  const original = t(`group:units.${offer.landUnit}`, { count: offer.landSize, n: decimals(offer.landSize, language) });
  return t('group:units.landWithOriginal', { katha, original });
}

/** "১,২০০–১,৫০০ বর্গফুট", or one size when every flat is the same: "1,200 sqft". */
export function flatSizeText(t: TFunction, min: number, max: number, language: Language): string {
  if (min === max) return t('group:units.sqft', { n: formatNumber(min, language) });
  return t('group:units.sqftRange', { min: formatNumber(min, language), max: formatNumber(max, language) });
}

/** "১২টির মধ্যে ৪টি শেয়ার বাকি" / "4 of 12 shares left", or that every share is taken. */
export function sharesLeftText(t: TFunction, left: number, total: number, language: Language): string {
  if (left === 0) return t('group:card.noSharesLeft');
  return t('group:card.sharesLeft', {
    count: total,
    left: formatNumber(left, language),
    total: formatNumber(total, language),
  });
}

/**
 * What a share costs: "৪৫,০০,০০০ টাকা / শেয়ার"; an offer priced only by the sqft shows that
 * ("Tk 8,500 / sqft"). Null when neither is known.
 */
export function sharePriceText(
  t: TFunction,
  offer: Pick<GroupCard, 'pricePerShare' | 'pricePerSqft'>,
  language: Language,
): string | null {
  if (offer.pricePerShare !== null)
    return t('group:units.perShare', { amount: formatTaka(offer.pricePerShare, language) });
  if (offer.pricePerSqft !== null) return formatPrice(t, offer.pricePerSqft, 'per-sqft', language);
  return null;
}

/**
 * For an offer priced by the sqft: what a share comes to, its floor area at that rate ("প্রতি
 * শেয়ার প্রায় ৭২,৮০,০০০ টাকা"), so every card can be compared by the share. Null otherwise.
 */
export function estimatedShareText(
  t: TFunction,
  offer: Pick<GroupCard, 'pricePerShare' | 'pricePerSqft' | 'areaPerShare'>,
  language: Language,
): string | null {
  if (offer.pricePerShare !== null || offer.pricePerSqft === null) return null;
  return t('group:units.aboutPerShare', { amount: formatTaka(offer.pricePerSqft * offer.areaPerShare, language) });
}

/**
 * What it takes to join (issue 44): "বুকিং মানি ৫,০০,০০০ টাকা, বাকিটা ৩৬টি কিস্তিতে", or the one
 * of the two the offer gives. Null when it gives neither.
 */
export function paymentTermsText(
  t: TFunction,
  offer: Pick<GroupCard, 'bookingAmount' | 'instalments'>,
  language: Language,
): string | null {
  const { bookingAmount, instalments } = offer;
  const amount = bookingAmount !== null ? formatTaka(bookingAmount, language) : '';
  const n = instalments !== null ? formatNumber(instalments, language) : '';
  if (bookingAmount !== null && instalments !== null)
    return t('group:card.bookingThenInstalments', { amount, count: instalments, n });
  if (bookingAmount !== null) return t('group:card.booking', { amount });
  if (instalments !== null) return t('group:card.instalments', { count: instalments, n });
  return null;
}
