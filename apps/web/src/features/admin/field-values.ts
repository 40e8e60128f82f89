import { useTranslation } from 'react-i18next';
import { formatDigits, formatNumber, formatTaka } from '../../lib/format.ts';
import { RENT_TERM_FIELD, rentTermText, type RentTerm, type RentTermFields } from '../../domain/posts/rent-terms.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Which enum list (namespace `enums`) a post field's raw value belongs to. */
const ENUM_OF: Record<string, string> = {
  type: 'listingPurpose',
  propertyType: 'propertyType',
  landCategory: 'landCategory',
  constructionStatus: 'constructionStatus',
  condition: 'condition',
  lift: 'lift',
  furnishing: 'furnishing',
  facing: 'facing',
  landUnits: 'landUnit',
  priceUnits: 'priceUnit',
  division: 'division',
  facilities: 'facility',
  reason: 'rejectionReason',
  rejectionReason: 'rejectionReason',
  listedBy: 'lister',
  gas: 'gas',
  tenants: 'tenant',
};
/** A rent term's field and the term it words (advanceMonths → "২ মাসের ভাড়া অগ্রিম"), as the public page does. */
const TERM_OF = new Map(Object.entries(RENT_TERM_FIELD).map(([term, name]) => [name as string, term as RentTerm]));
const MONEY = new Set(['price', 'previousPrice', 'serviceCharge']);
const DIGITS = new Set(['primaryPhone', 'secondaryPhone', 'postCode', 'phone', 'PostID', 'postId']);
/** Nested names of the API ("rooms.total", "location.district") map to the label keys of `admin:fields`. */
const LABEL_ALIASES: Record<string, string> = { total: 'roomsTotal', 'rooms.total': 'roomsTotal' };

/**
 * Labels and values of post fields for staff: translated labels, enum values as their labels,
 * money in taka, numbers in the reader's digits and rent terms worded as the public post page
 * words them (issue 31). Unknown fields and values are shown as they
 * are rather than hidden (support must see everything that changed).
 */
export function useFieldText() {
  const { t, i18n } = useTranslation(['admin', 'enums', 'listings']);
  const language = useLanguage();

  const label = (field: string): string => {
    const key = LABEL_ALIASES[field] ?? field.split('.').pop() ?? field;
    return i18n.exists(`admin:fields.${key}`) ? t(`admin:fields.${key}`) : field;
  };

  const value = (field: string, raw: unknown): string => {
    const leaf = field.split('.').pop() ?? field;
    if (raw === null || raw === undefined || raw === '') return t('admin:common.notGiven');
    const term = TERM_OF.get(leaf);
    if (term)
      return rentTermText(t, term, { [leaf]: raw } as Partial<RentTermFields>, language) ?? t('admin:common.notGiven');
    if (typeof raw === 'boolean') return raw ? t('admin:common.yes') : t('admin:common.no');
    if (typeof raw === 'number') return MONEY.has(leaf) ? formatTaka(raw, language) : formatNumber(raw, language);
    if (typeof raw === 'string') {
      const list = ENUM_OF[leaf];
      if (list && i18n.exists(`enums:${list}.${raw}`)) return t(`enums:${list}.${raw}`);
      return DIGITS.has(leaf) ? formatDigits(raw, language) : raw;
    }
    if (Array.isArray(raw)) {
      if (leaf === 'images')
        return t('admin:review.photoCount', { count: raw.length, n: formatNumber(raw.length, language) });
      return raw.length ? raw.map((item) => value(field, item)).join(', ') : t('admin:common.notGiven');
    }
    if (typeof raw === 'object') {
      return Object.entries(raw as Record<string, unknown>)
        .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
        .map(([key, inner]) => `${label(key)}: ${value(key, inner)}`)
        .join('; ');
    }
    return String(raw);
  };

  return { label, value };
}
