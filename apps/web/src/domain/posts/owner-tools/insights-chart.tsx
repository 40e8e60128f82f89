import type { DailyStats, Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf, formatNumber } from '../../../lib/format.ts';
import { ColumnHeaders } from '../../../components/column-headers.tsx';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** A Dhaka calendar day (YYYY-MM-DD) as "23 Nov" / "২৩ নভে", in the reader's language and digits. */
export function formatDay(day: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

const BAR = 10;
const GAP = 2;
const HEIGHT = 96;

/**
 * Views per day as bars, phone numbers seen as an amber bar inside each (issue 19): an inline
 * SVG that stretches to the width it is given, so it fits a phone. Screen readers get one
 * sentence here and every number in the table beside it.
 */
export function InsightsChart({ days, language }: { days: DailyStats[]; language: Language }) {
  const { t } = useTranslation('insights');
  const most = Math.max(1, ...days.map((day) => day.views));
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const best = days.reduce((top, day) => (day.views > top.views ? day : top), days[0]!);
  const width = days.length * (BAR + GAP) - GAP;
  const scale = (n: number) => (n / most) * HEIGHT;
  const n = (value: number) => formatNumber(value, language);
  const label =
    total > 0
      ? t('chart.label', {
          days: n(days.length),
          total: n(total),
          best: n(best.views),
          bestDay: formatDay(best.day, language),
        })
      : t('chart.labelNone', { days: n(days.length) });
  return (
    <figure className="mt-4">
      <div className="flex items-end justify-between text-xs text-gray-600" aria-hidden>
        <span>{n(most)}</span>
        <span className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" />
            {t('short.views')}
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-amber-400" />
            {t('short.phoneReveals')}
          </span>
        </span>
      </div>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 block h-28 w-full border-b border-gray-300"
      >
        <line x1={0} x2={width} y1={0.5} y2={0.5} className="stroke-gray-200" strokeWidth={1} />
        {days.map((day, index) => {
          const x = index * (BAR + GAP);
          const views = scale(day.views);
          const reveals = scale(Math.min(day.phoneReveals, day.views || day.phoneReveals));
          return (
            <g key={day.day}>
              {views > 0 ? (
                <rect x={x} y={HEIGHT - views} width={BAR} height={views} rx={1.5} className="fill-brand-600" />
              ) : null}
              {reveals > 0 ? (
                <rect x={x + 2} y={HEIGHT - reveals} width={BAR - 4} height={reveals} className="fill-amber-400" />
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-600" aria-hidden>
        <span>{formatDay(days[0]!.day, language)}</span>
        <span>{formatDay(days[Math.floor(days.length / 2)]!.day, language)}</span>
        <span>{t('chart.today')}</span>
      </div>
    </figure>
  );
}

/** Every day's numbers, for screen readers and anyone who wants them, folded by default. */
export function InsightsTable({ days, language }: { days: DailyStats[]; language: Language }) {
  const { t } = useTranslation('insights');
  const n = (value: number) => formatNumber(value, language);
  return (
    <details className="mt-4 rounded-lg ring-1 ring-gray-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-800">
        {t('table.summary')}
      </summary>
      <div className="px-3 pb-3">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="text-gray-700">
            <tr>
              <ColumnHeaders
                labels={[
                  t('table.day'),
                  t('short.views'),
                  t('short.phoneReveals'),
                  t('short.saves'),
                  t('short.shares'),
                ]}
                className={(index) => (index === 0 ? 'py-1.5 text-left font-semibold' : 'py-1.5 font-semibold')}
              />
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day} className="border-t border-gray-100 text-gray-900">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {formatDay(day.day, language)}
                </th>
                <td className="py-1.5">{n(day.views)}</td>
                <td className="py-1.5">{n(day.phoneReveals)}</td>
                <td className="py-1.5">{n(day.saves)}</td>
                <td className="py-1.5">{n(day.shares)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
