import type { InsightsComparison, Language, PostCard } from '@ghorbari/contracts';
import { INSIGHTS_DAYS } from '@ghorbari/contracts';
import { Eye, Heart, Phone, Share2, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocationNames } from '../../../lib/locations/use-location-names.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePostInsights } from './post-insights.ts';
import { InsightsChart, InsightsTable } from './insights-chart.tsx';

function Total({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
      <dt className="flex items-center gap-1.5 text-sm text-gray-700">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}

const STANDING_ICONS = { above: TrendingUp, near: Minus, below: TrendingDown } as const;

/** Where the post stands against similar posts nearby, in a sentence (issue 19). */
export function ComparisonText({
  comparison,
  location,
  language,
}: {
  comparison: InsightsComparison | null;
  location: PostCard['location'];
  language: Language;
}) {
  const { t } = useTranslation('insights');
  const names = useLocationNames(location, language);
  if (!comparison) return <p className="mt-2 text-[15px] text-gray-700">{t('comparison.none')}</p>;
  const n = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const area = (comparison.area === 'subDistrict' ? names.subDistrict : names.district) || t('comparison.thisArea');
  const Icon = STANDING_ICONS[comparison.standing];
  return (
    <>
      <p className="mt-2 flex items-start gap-2 text-[15px] text-gray-900">
        <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
        <span>
          {t(`comparison.${comparison.standing}`, {
            area,
            views: n(comparison.viewsPerDay),
            median: n(comparison.medianViewsPerDay),
          })}
        </span>
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t('comparison.basis', { count: comparison.posts, n: n(comparison.posts), days: n(INSIGHTS_DAYS) })}
      </p>
    </>
  );
}

/**
 * One of my posts' last 30 days (issue 19): totals, a chart of views per day, every day's numbers
 * in a table, and how it compares with similar posts nearby. Its own chunk, loaded on first open.
 */
export default function InsightsPanel({ post }: { post: PostCard }) {
  const { t } = useTranslation(['insights', 'messages']);
  const language = useLanguage();
  const insights = usePostInsights(post.PostID);
  const n = (value: number) => formatNumber(value, language);

  if (insights.isPending) {
    return (
      <p role="status" className="p-6 text-center text-gray-700">
        {t('loading')}
      </p>
    );
  }
  if (insights.isError) {
    return (
      <div role="alert" className="p-6 text-center text-gray-800">
        <p>{t('error')}</p>
        <p className="mt-1 text-sm text-gray-600">{apiErrorMessage(insights.error, t, 'errors.fetchFailed')}</p>
        <button
          type="button"
          onClick={() => void insights.refetch()}
          className="mt-3 inline-flex min-h-11 items-center rounded-md px-4 font-semibold text-brand-800 underline"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const { days, totals, comparison } = insights.data;
  const quiet = totals.views + totals.phoneReveals + totals.saves + totals.shares === 0;
  return (
    <div className="p-4" data-testid="post-insights">
      <p className="font-semibold text-gray-900" lang={textLanguage(post.postTitle, language)}>
        {post.postTitle}
      </p>
      <p className="text-sm text-gray-700">{t('period', { days: n(days.length) })}</p>
      <dl aria-label={t('totals.label', { days: n(days.length) })} className="mt-2 grid grid-cols-2 gap-2">
        <Total icon={<Eye aria-hidden size={16} />} value={n(totals.views)} label={t('totals.views')} />
        <Total icon={<Phone aria-hidden size={16} />} value={n(totals.phoneReveals)} label={t('totals.phoneReveals')} />
        <Total icon={<Heart aria-hidden size={16} />} value={n(totals.saves)} label={t('totals.saves')} />
        <Total icon={<Share2 aria-hidden size={16} />} value={n(totals.shares)} label={t('totals.shares')} />
      </dl>
      {quiet ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-[15px] text-gray-800">{t('empty')}</p>
      ) : (
        <>
          <InsightsChart days={days} language={language} />
          <InsightsTable days={days} language={language} />
        </>
      )}
      <section aria-labelledby={`insights-compare-${post.PostID}`} className="mt-5">
        <h3 id={`insights-compare-${post.PostID}`} className="font-semibold text-gray-900">
          {t('comparison.heading')}
        </h3>
        <ComparisonText comparison={comparison} location={post.location} language={language} />
      </section>
    </div>
  );
}
