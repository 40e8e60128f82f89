import type { Language, PostDetail } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { formatMonth, hasCome } from '../../lib/months.ts';

/** A rent post's terms (issue 12), as the post's API answer and the approved snapshot name them. */
export type RentTermFields = Pick<
  PostDetail,
  'advanceMonths' | 'serviceCharge' | 'billsIncluded' | 'gas' | 'tenants' | 'availableFrom'
>;

/** The terms in the order a renter asks about them; each names its label `listings:detail.rentTerms.labels.*`. */
export const RENT_TERMS = ['advance', 'serviceCharge', 'bills', 'gas', 'tenants', 'availableFrom'] as const;
export type RentTerm = (typeof RENT_TERMS)[number];

/** Which field each term is read from (the changes table names fields). */
export const RENT_TERM_FIELD: Record<RentTerm, keyof RentTermFields> = {
  advance: 'advanceMonths',
  serviceCharge: 'serviceCharge',
  bills: 'billsIncluded',
  gas: 'gas',
  tenants: 'tenants',
  availableFrom: 'availableFrom',
};

/**
 * One term worded as a renter asks it ("২ মাসের ভাড়া অগ্রিম", "৳২,৫০০/মাস", "ডিসেম্বর ২০২৬ থেকে"),
 * or null when the landlord did not give it. `t` must have the `listings` and `enums` namespaces.
 * One wording for the public post page and for support's review (issue 31).
 */
export function rentTermText(
  t: TFunction,
  term: RentTerm,
  post: Partial<RentTermFields>,
  language: Language,
): string | null {
  switch (term) {
    case 'advance': {
      const months = post.advanceMonths;
      if (months === null || months === undefined) return null;
      return months === 0
        ? t('listings:detail.rentTerms.noAdvance')
        : t('listings:detail.rentTerms.advanceMonths', { count: months, n: formatNumber(months, language) });
    }
    case 'serviceCharge': {
      const charge = post.serviceCharge;
      if (charge === null || charge === undefined) return null;
      return charge === 0
        ? t('listings:detail.rentTerms.none')
        : t('listings:detail.rentTerms.perMonth', { amount: formatTaka(charge, language) });
    }
    case 'bills':
      if (post.billsIncluded === null || post.billsIncluded === undefined) return null;
      return t(post.billsIncluded ? 'listings:detail.rentTerms.billsIncluded' : 'listings:detail.rentTerms.billsExtra');
    case 'gas':
      return post.gas ? t(`enums:gas.${post.gas}`) : null;
    case 'tenants':
      return post.tenants?.length ? post.tenants.map((tenant) => t(`enums:tenant.${tenant}`)).join(', ') : null;
    case 'availableFrom': {
      const month = post.availableFrom;
      if (!month) return null;
      return hasCome(month)
        ? t('listings:detail.rentTerms.now')
        : t('listings:detail.rentTerms.from', { month: formatMonth(month, language) });
    }
  }
}

/** Each term the landlord gave, worded as a renter asks it; the ones not given are left out. */
export function useRentTerms(post: RentTermFields, language: Language): { key: RentTerm; value: string }[] {
  const { t } = useTranslation(['listings', 'enums']);
  return RENT_TERMS.flatMap((key) => {
    const value = rentTermText(t, key, post, language);
    return value === null ? [] : [{ key, value }];
  });
}
