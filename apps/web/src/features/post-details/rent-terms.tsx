import type { Language, PostDetail } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { formatMonth, hasCome } from '../../lib/months.ts';

type Term = { key: string; value: string };

/** Each term the landlord gave, worded as a renter asks it; the ones not given are left out. */
function useRentTerms(post: PostDetail, language: Language): Term[] {
  const { t } = useTranslation(['listings', 'enums']);
  const terms: [string, string | null][] = [
    [
      'advance',
      post.advanceMonths === null
        ? null
        : post.advanceMonths === 0
          ? t('detail.rentTerms.noAdvance')
          : t('detail.rentTerms.advanceMonths', {
              count: post.advanceMonths,
              n: formatNumber(post.advanceMonths, language),
            }),
    ],
    [
      'serviceCharge',
      post.serviceCharge === null
        ? null
        : post.serviceCharge === 0
          ? t('detail.rentTerms.none')
          : t('detail.rentTerms.perMonth', { amount: formatTaka(post.serviceCharge, language) }),
    ],
    [
      'bills',
      post.billsIncluded === null
        ? null
        : t(post.billsIncluded ? 'detail.rentTerms.billsIncluded' : 'detail.rentTerms.billsExtra'),
    ],
    ['gas', post.gas ? t(`enums:gas.${post.gas}`) : null],
    ['tenants', post.tenants.length > 0 ? post.tenants.map((tenant) => t(`enums:tenant.${tenant}`)).join(', ') : null],
    [
      'availableFrom',
      post.availableFrom === null
        ? null
        : hasCome(post.availableFrom)
          ? t('detail.rentTerms.now')
          : t('detail.rentTerms.from', { month: formatMonth(post.availableFrom, language) }),
    ],
  ];
  return terms.filter((term): term is [string, string] => term[1] !== null).map(([key, value]) => ({ key, value }));
}

/**
 * "Rent terms": the advance, service charge, bills, gas, who may rent and from when (issue 12),
 * shown on a rent post that gives any of them.
 */
export function RentTerms({ post, language }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation('listings');
  const terms = useRentTerms(post, language);
  if (post.type !== 'rent' || terms.length === 0) return null;
  return (
    <section
      aria-labelledby="post-rent-terms-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="post-rent-terms-title" className="text-lg font-semibold text-gray-900">
        {t('detail.rentTerms.title')}
      </h2>
      <dl className="mt-3">
        {terms.map((term) => (
          <div
            key={term.key}
            className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-gray-100 py-2.5 last:border-0"
          >
            <dt className="text-[15px] text-gray-600">{t(`detail.rentTerms.labels.${term.key}`)}</dt>
            <dd className="text-right text-[15px] font-semibold text-gray-900">{term.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
