import type { AdminStats } from '@ghorbari/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { formatMonth } from '../../lib/format-time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Section } from './admin-ui.tsx';
import { gridValues, labelEvery } from './chart-scale.ts';
import { ColumnHeaders } from '../../components/column-headers.tsx';

type Visitors = AdminStats['visitors'];

/** Mobile dark green, desktop amber: different in lightness too, and each at least 3:1 on white. */
const COLORS = { mobile: '#006a4e', desktop: '#d97706' } as const;
const SERIES = ['mobile', 'desktop'] as const;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 48 };

/** The width the chart has, followed as the window or the phone turns. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Bars({ visitors, width }: { visitors: Visitors; width: number }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const max = Math.max(0, ...visitors.flatMap((month) => [month.mobile, month.desktop]));
  const grid = gridValues(max);
  const top = grid[grid.length - 1] ?? 1;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, visitors.length);
  const barWidth = Math.max(3, Math.min(18, (slot - 6) / 2));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(slot, language === 'bn' ? 44 : 30);
  const n = (value: number) => formatNumber(value, language);
  return (
    <svg width={width} height={HEIGHT} aria-hidden className="block overflow-visible">
      {grid.map((value) => (
        <g key={value}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} stroke="#e5e7eb" />
          <text x={PAD.left - 6} y={y(value)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="#4b5563">
            {formatNumber(value, language, { notation: 'compact' })}
          </text>
        </g>
      ))}
      {visitors.map((month, index) => {
        const x = PAD.left + index * slot + (slot - barWidth * 2 - 2) / 2;
        return (
          <g key={month.month}>
            {SERIES.map((series, seriesIndex) => (
              <rect
                key={series}
                x={x + seriesIndex * (barWidth + 2)}
                y={y(month[series])}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - y(month[series]))}
                rx={2}
                fill={COLORS[series]}
              >
                <title>
                  {`${formatMonth(month.month, language, 'long')} · ` +
                    `${t(`enums:deviceType.${series}`)}: ${n(month[series])}`}
                </title>
              </rect>
            ))}
            {index % every === (visitors.length - 1) % every ? (
              <text
                x={PAD.left + index * slot + slot / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize={12}
                fill="#374151"
              >
                {formatMonth(month.month, language)}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={PAD.left} x2={width - PAD.right} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} stroke="#6b7280" />
    </svg>
  );
}

/**
 * Visitors of the last 12 months, mobile beside desktop, drawn as plain SVG (no chart library).
 * The drawing is hidden from screen readers; the same numbers are in a table they read instead.
 */
export function VisitorsChart({ visitors }: { visitors: Visitors }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const [ref, width] = useWidth();
  const n = (value: number) => formatNumber(value, language);
  const totals = { mobile: 0, desktop: 0 };
  for (const month of visitors) {
    totals.mobile += month.mobile;
    totals.desktop += month.desktop;
  }
  const all = totals.mobile + totals.desktop;
  return (
    <Section id="visitors-title" title={t('dashboard.visitors.title')}>
      <p className="text-[15px] text-gray-700">
        {t('dashboard.visitors.summary', {
          total: n(all),
          share: formatNumber(all ? totals.mobile / all : 0, language, { style: 'percent', maximumFractionDigits: 0 }),
        })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-gray-800" aria-label={t('dashboard.visitors.legend')}>
        {SERIES.map((series) => (
          <li key={series} className="flex items-center gap-2">
            <span aria-hidden className="inline-block h-3.5 w-3.5 rounded-sm" style={{ background: COLORS[series] }} />
            {t(`enums:deviceType.${series}`)} ({n(totals[series])})
          </li>
        ))}
      </ul>
      <div ref={ref} className="mt-3 w-full">
        {visitors.length === 0 ? (
          <p className="py-10 text-center text-gray-700">{t('dashboard.visitors.empty')}</p>
        ) : width > 0 ? (
          <Bars visitors={visitors} width={width} />
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
      </div>
      {/* Hidden in a box of its own: a table keeps its width under sr-only, and pushed a phone's page wider. */}
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.visitors.tableCaption')}</caption>
          <thead>
            <tr>
              <ColumnHeaders
                labels={[t('dashboard.visitors.month'), t('enums:deviceType.mobile'), t('enums:deviceType.desktop')]}
              />
            </tr>
          </thead>
          <tbody>
            {visitors.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month, language, 'long')}</th>
                <td>{n(month.mobile)}</td>
                <td>{n(month.desktop)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
