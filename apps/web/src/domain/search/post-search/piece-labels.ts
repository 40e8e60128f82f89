import { amountInWords, HOME_TYPES, type Language, type PropertyType, type UnderstoodPiece } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatNumber, formatTaka } from '../../../lib/format.ts';
import { ROOM_CHOICES } from './post-search-query.ts';

const SCALE = { lakh: 100_000, crore: 10_000_000 } as const;

/**
 * An amount of taka as the site says it: in lakh or crore when that is the exact amount
 * ("৫০ লাখ টাকা", "Tk 2 crore"), else in digits ("৩০,০০০ টাকা").
 */
export function takaText(t: TFunction, value: number, language: Language): string {
  const words = amountInWords(value);
  if (!words || Math.round(words.amount * SCALE[words.scale]) !== value) return formatTaka(value, language);
  const amount = t(`common:price.${words.scale}`, {
    n: formatNumber(words.amount, language, { maximumFractionDigits: 2 }),
  });
  return t('listings:understood.takaWords', { amount });
}

/** "৩ বেড", "৪+ বেড", "2 baths". */
export function roomsText(t: TFunction, kind: 'bedrooms' | 'bathrooms', rooms: number, language: Language): string {
  const n = formatNumber(rooms, language);
  const shown = String(rooms) === ROOM_CHOICES.at(-1) ? t('listings:filters.orMore', { n }) : n;
  return t(`listings:understood.${kind}`, { count: rooms, n: shown });
}

/** A range read from the words: "≤ ৩০,০০০ টাকা", "≥ Tk 50 lakh", "৮০০ – ১,২০০ বর্গফুট", "≈ ৫ কাঠা". */
function boundsText(t: TFunction, piece: UnderstoodPiece, language: Language): string {
  const show = (value: number) => {
    if (piece.kind === 'price') return takaText(t, value, language);
    const n = formatNumber(value, language, { maximumFractionDigits: 3 });
    if (piece.kind === 'size') return t('listings:understood.sqft', { n });
    return t('listings:understood.land', { n, unit: t(`listings:landSize.unitName.${piece.landUnit ?? 'katha'}`) });
  };
  if (piece.about !== undefined) return t('listings:understood.about', { value: show(piece.about) });
  if (piece.min !== undefined && piece.max !== undefined)
    return t('listings:understood.between', { min: show(piece.min), max: show(piece.max) });
  if (piece.max !== undefined) return t('listings:understood.atMost', { value: show(piece.max) });
  return t('listings:understood.atLeast', { value: show(piece.min ?? 0) });
}

/** Several types a word names: "বাসা" is any home ("ফ্ল্যাট, বাড়ি বা ডুপ্লেক্স"); others listed, "or" between. */
function typesText(t: TFunction, types: readonly PropertyType[], language: Language): string {
  const homes = types.length === HOME_TYPES.length && HOME_TYPES.every((type) => types.includes(type));
  if (homes) return t('listings:understood.homes');
  const names = types.map((type) => t(`enums:propertyType.${type}`));
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}

/** What a piece read out of the words means, in a few words of the reader's language; '' when it says nothing shown. */
export function pieceText(t: TFunction, piece: UnderstoodPiece, language: Language): string {
  switch (piece.kind) {
    case 'place':
      return piece[language] ?? '';
    case 'propertyType':
      if (piece.propertyType) return t(`enums:propertyType.${piece.propertyType}`);
      return piece.propertyTypes ? typesText(t, piece.propertyTypes, language) : '';
    case 'tenant':
      return piece.tenant ? t(`enums:tenant.${piece.tenant}`) : '';
    case 'furnishing':
      return piece.furnishing ? t(`enums:furnishing.${piece.furnishing}`) : '';
    case 'purpose':
      return piece.purpose ? t(`listings:understood.purpose.${piece.purpose}`) : '';
    case 'bedrooms':
    case 'bathrooms':
      return piece.rooms ? roomsText(t, piece.kind, piece.rooms, language) : '';
    default:
      return piece.min === undefined && piece.max === undefined && piece.about === undefined
        ? ''
        : boundsText(t, piece, language);
  }
}
