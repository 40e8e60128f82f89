import { MODERATION_TARGET_HOURS, type AdminStats } from '@ghorbari/contracts';
import { AlarmClock, ArrowRight, CheckCircle2, ShieldAlert, Timer, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAdminStats } from './api/get-stats.ts';
import { AdminPageHeader, buttonClass, ErrorState, Section } from './admin-ui.tsx';
import { useDurationText } from './duration.ts';
import { useStaff } from './staff-context.ts';
import { VisitorsChart } from './visitors-chart.tsx';
import { cn } from '../../lib/class-names.ts';

/** A headline figure: label, big number, and a line under it. */
function StatCard({
  title,
  value,
  children,
  tone = 'default',
}: {
  title: string;
  value: string;
  children?: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <div
      className={cn(
        'rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5',
        tone === 'danger' ? 'ring-red-300' : 'ring-gray-200',
      )}
    >
      <dt className="text-[15px] font-semibold text-gray-700">{title}</dt>
      <dd className="mt-1">
        <span className="block text-3xl font-semibold text-gray-900">{value}</span>
        {children ? <span className="mt-1 block text-[15px] text-gray-700">{children}</span> : null}
      </dd>
    </div>
  );
}

/** A few numbers of one kind as label/value rows. */
// The rows of the three breakdowns, in the order they are listed.
const USER_COUNTS = ['total', 'newThisMonth', 'suspended', 'disabled'] as const;
const POST_STATUS_COUNTS = ['pending', 'approved', 'rejected'] as const;
const POST_TYPE_COUNTS = ['sell', 'rent'] as const;

function Breakdown({ id, title, rows }: { id: string; title: string; rows: [string, number][] }) {
  const language = useLanguage();
  return (
    <Section id={id} title={title}>
      <dl>
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 border-b border-gray-100 py-2 last:border-0"
          >
            <dt className="text-[15px] text-gray-700">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900">{formatNumber(value, language)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Overview({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const duration = useDurationText();
  const n = (value: number) => formatNumber(value, language);
  const overdue = stats.pending.overdue > 0;
  const target = duration(MODERATION_TARGET_HOURS * 60);
  return (
    <div className="space-y-5">
      {stats.sms.alarm ? (
        <div role="alert" className="flex gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          <ShieldAlert aria-hidden size={22} className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">{t('dashboard.smsAlarmTitle')}</p>
            <p className="mt-1 text-[15px]">
              {t('dashboard.smsAlarm', { sent: n(stats.sms.sent), verified: n(stats.sms.verified) })}
            </p>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="moderation-title">
        <h2 id="moderation-title" className="mb-3 text-lg font-semibold text-gray-900">
          {t('dashboard.moderation')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard title={t('dashboard.pending')} value={n(stats.pending.total)} tone={overdue ? 'danger' : 'default'}>
            {overdue ? (
              <span className="inline-flex items-center gap-1 font-semibold text-red-800">
                <AlarmClock aria-hidden size={16} />
                {t('dashboard.overdue', { count: stats.pending.overdue, n: n(stats.pending.overdue), target })}
              </span>
            ) : (
              t('dashboard.noneOverdue', { target })
            )}
          </StatCard>
          <StatCard
            title={t('dashboard.decisionsToday')}
            value={n(stats.decisionsToday.approved + stats.decisionsToday.rejected)}
          >
            <span className="flex flex-wrap gap-x-3">
              <span className="inline-flex items-center gap-1">
                <CheckCircle2 aria-hidden size={16} className="text-brand-700" />
                {t('dashboard.approved', { n: n(stats.decisionsToday.approved) })}
              </span>
              <span className="inline-flex items-center gap-1">
                <XCircle aria-hidden size={16} className="text-red-700" />
                {t('dashboard.rejected', { n: n(stats.decisionsToday.rejected) })}
              </span>
            </span>
          </StatCard>
          <StatCard
            title={t('dashboard.medianDecision')}
            value={stats.medianDecisionMinutes === null ? '—' : duration(stats.medianDecisionMinutes, { days: true })}
          >
            <span className="inline-flex items-center gap-1">
              <Timer aria-hidden size={16} />
              {stats.medianDecisionMinutes === null ? t('dashboard.noDecisions') : t('dashboard.medianHint')}
            </span>
          </StatCard>
        </dl>
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <Breakdown
          id="users-title"
          title={t('dashboard.users.title')}
          rows={USER_COUNTS.map((key) => [t(`dashboard.users.${key}`), stats.users[key]])}
        />
        <Breakdown
          id="posts-status-title"
          title={t('dashboard.postsByStatus')}
          rows={POST_STATUS_COUNTS.map((status) => [t(`postStatus.${status}`), stats.posts.byStatus[status]])}
        />
        <Breakdown
          id="posts-type-title"
          title={t('dashboard.postsByType')}
          rows={POST_TYPE_COUNTS.map((type) => [t(`enums:listingPurpose.${type}`), stats.posts.byType[type]])}
        />
      </div>
      <VisitorsChart visitors={stats.visitors} />
    </div>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="h-32 animate-pulse rounded-xl bg-white shadow-sm ring-1 ring-gray-200" />
        ))}
      </div>
      <div aria-hidden className="mt-5 h-72 animate-pulse rounded-xl bg-white shadow-sm ring-1 ring-gray-200" />
    </div>
  );
}

/** /admin: the day at a glance for support and admins. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useStaff();
  const stats = useAdminStats();
  useDocumentTitle(t('dashboard.title'));
  return (
    <div>
      <AdminPageHeader
        title={t('dashboard.title')}
        intro={t('dashboard.greeting', { name: user.name })}
        actions={
          <Link to={href.adminQueue()} className={buttonClass.primary}>
            {t('dashboard.startReviewing')}
            <ArrowRight aria-hidden size={18} />
          </Link>
        }
      />
      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <Overview stats={stats.data} />
      )}
    </div>
  );
}
