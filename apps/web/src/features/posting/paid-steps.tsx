import { PAID_PACKAGE_TERMS, type PaidPackage } from '@ghorbari/contracts';
import { ShieldAlert, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatDigits, formatNumber, formatTaka } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * What a paid post's poster does next (spec §4: paid leads to staff contact, then approval;
 * issue 64): the package and its price, the staff call to the post's number, paying by bKash and
 * telling the TrxID, when the package's days start, and a warning against paying anyone else.
 */
export function PaidSteps({ paidPackage, phone }: { paidPackage: PaidPackage; phone: string }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const headingId = useId();
  const terms = PAID_PACKAGE_TERMS[paidPackage];
  const price = formatTaka(terms.priceTaka, language);
  const steps = [
    t('done.paid.call', { phone: formatDigits(phone, language) }),
    t('done.paid.pay', { price }),
    t('done.paid.days', { days: formatNumber(terms.days, language) }),
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mt-4 max-w-lg rounded-md bg-amber-50 p-4 text-left ring-1 ring-amber-300"
    >
      <h3 id={headingId} className="flex items-start gap-2 text-lg font-semibold text-gray-900">
        <Star aria-hidden size={20} className="mt-1 shrink-0 text-amber-600" />
        {t('done.paid.title', { package: t(`enums:paidPackage.${paidPackage}`), price })}
      </h3>
      <p className="mt-3 text-[15px] font-semibold text-gray-900">{t('done.paid.next')}</p>
      {/* Numbered in the reader's digits (docs/glossary.md), not by the list's own Latin markers. */}
      <ol className="mt-2 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-[15px] text-gray-800">
            <span
              aria-hidden
              className={cn(
                'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
                'bg-white text-sm font-semibold text-amber-900 ring-1 ring-amber-300',
              )}
            >
              {formatNumber(index + 1, language)}
            </span>
            <span className="min-w-0 flex-1 pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-start gap-2 border-t border-amber-200 pt-3 text-[15px] text-amber-950">
        <ShieldAlert aria-hidden size={18} className="mt-0.5 shrink-0" />
        {t('done.paid.safety')}
      </p>
    </section>
  );
}
