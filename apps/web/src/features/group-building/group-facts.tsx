import type { GroupDetail, Language } from '@ghorbari/contracts';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice, formatPriceInWords, formatTaka } from '../../lib/format.ts';
import { formatMonth } from '../../lib/months.ts';
import { WrittenIn } from '../../components/written-in.tsx';
import { contentFor } from '../../lib/content-twin.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { flatSizeText, landText, sharesLeftText } from '../../domain/group-building/group-format.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** Every number of the offer, as a list of label and value; what is not known is left out. */
export function GroupFacts({ offer, language }: { offer: GroupDetail; language: Language }) {
  const { t } = useTranslation(['group', 'common', 'enums']);
  const n = (value: number) => formatNumber(value, language);
  const taka = (value: number) => formatTaka(value, language);
  // Staff's description in the reader's language when they gave an English twin (ADR 039).
  const description = contentFor(offer.description, offer.descriptionEn, language);
  const withWords = (value: number) => {
    const words = formatPriceInWords(t, value, language);
    return words ? `${taka(value)} (${words})` : taka(value);
  };
  const facts: [string, string | null][] = [
    ['land', landText(t, offer, language)],
    ['floors', t('facts.floorsValue', { count: offer.floors, n: n(offer.floors) })],
    ['flatSizes', flatSizeText(t, offer.flatSizeMin, offer.flatSizeMax, language)],
    ['areaPerShare', t('units.sqft', { n: n(offer.areaPerShare) })],
    ['shares', t('facts.sharesValue', { count: offer.sharesTotal, total: n(offer.sharesTotal) })],
    ['sharesLeft', sharesLeftText(t, offer.sharesLeft, offer.sharesTotal, language)],
    ['pricePerShare', offer.pricePerShare !== null ? withWords(offer.pricePerShare) : null],
    ['pricePerSqft', offer.pricePerSqft !== null ? formatPrice(t, offer.pricePerSqft, 'per-sqft', language) : null],
    ['bookingAmount', offer.bookingAmount !== null ? withWords(offer.bookingAmount) : null],
    [
      'instalments',
      offer.instalments !== null
        ? t('facts.instalmentsValue', { count: offer.instalments, n: n(offer.instalments) })
        : null,
    ],
    ['startMonth', offer.startMonth ? formatMonth(offer.startMonth, language) : null],
    ['handoverMonth', offer.handoverMonth ? formatMonth(offer.handoverMonth, language) : null],
  ];
  return (
    <>
      <SectionCard id="group-facts-title" title={t('facts.title')} testId="group-facts">
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
          {facts
            .filter((fact): fact is [string, string] => fact[1] !== null)
            .map(([key, value]) => (
              <div key={key} className="border-b border-gray-100 pb-2">
                <dt className="text-sm text-gray-600">{t(`facts.${key}`)}</dt>
                <dd className="text-[16px] font-semibold text-gray-900">{value}</dd>
              </div>
            ))}
        </dl>
        {offer.paymentPlan ? (
          <div className="mt-4">
            <h3 className="text-[16px] font-semibold text-gray-900">{t('facts.paymentPlan')}</h3>
            <p
              className="mt-1 whitespace-pre-line text-[16px] text-gray-800"
              lang={textLanguage(offer.paymentPlan, language)}
            >
              {offer.paymentPlan}
            </p>
          </div>
        ) : null}
      </SectionCard>
      {offer.facilities.length > 0 ? (
        <SectionCard id="group-facilities-title" title={t('facts.facilities')}>
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="group-facilities">
            {offer.facilities.map((facility) => (
              <li key={facility} className="flex items-start gap-2 text-[16px] text-gray-800">
                <BadgeCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
                {t(`enums:facility.${facility}`)}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <SectionCard
        id="group-description-title"
        title={
          <>
            {t('facts.description')}
            <WrittenIn language={description.lang} />
          </>
        }
      >
        <p className="mt-3 whitespace-pre-line text-[16px] text-gray-800" lang={description.lang}>
          {description.text}
        </p>
      </SectionCard>
    </>
  );
}
