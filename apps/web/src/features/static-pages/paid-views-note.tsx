import type { Language, PaidViews } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { ChartNoAxesColumnIncreasing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCallout } from '../../components/icon-callout.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePaidViews } from './api/get-paid-views.ts';

/** The measured sentence, or the quiet one when there is too little data to claim a number. */
export function paidViewsText(t: TFunction, data: PaidViews, language: Language) {
  const n = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  if (data.ratio === null) return t('insights:paidViews.tooLittle', { days: n(data.days) });
  return t('insights:paidViews.measured', {
    days: n(data.days),
    ratio: n(data.ratio),
    // Views are counted in whole numbers: an average of 428.6 reads as about 429.
    paid: formatNumber(Math.round(data.viewsPerPaid), language),
    free: formatNumber(Math.round(data.viewsPerFree), language),
  });
}

/**
 * How much more paid posts are really seen (issue 19): spec §1 claims about three times, and the
 * page keeps that copy; this states what the last 30 days measured. Rendered on the server with
 * the page. Nothing shows while it loads or if it fails: the page reads the same without it.
 */
export function PaidViewsNote() {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const paidViews = usePaidViews();
  if (!paidViews.data) return null;
  return (
    <IconCallout
      id="paid-views-title"
      icon={<ChartNoAxesColumnIncreasing aria-hidden size={28} className="mt-0.5 shrink-0 text-brand-700" />}
      title={t('paidViews.heading')}
      className="mb-6 items-start gap-3 rounded-xl bg-brand-50 p-5 text-gray-900 ring-1 ring-brand-100 sm:p-6"
      testId="paid-views"
    >
      <p className="mt-1 text-[16px] text-gray-800">{paidViewsText(t, paidViews.data, language)}</p>
    </IconCallout>
  );
}
