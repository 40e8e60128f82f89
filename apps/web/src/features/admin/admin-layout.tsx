import {
  Building2,
  Flag,
  Handshake,
  LayoutDashboard,
  PhoneCall,
  ListChecks,
  MessageSquareWarning,
  Newspaper,
  ScrollText,
  ShieldCheck,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useAccessGuard } from '../../lib/session/use-access-guard.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePendingCount } from './api/get-queue.ts';
import { useReportedCommentCount } from './api/blog.ts';
import { useNewLeadCount } from './api/leads.ts';
import { useOpenReportCount } from './api/reports.ts';
import { usePendingDecisions } from './api/staff-decisions.ts';
import { NoAccessPanel } from './no-access-panel.tsx';
import { isStaffRole, type StaffContext } from './staff-context.ts';
import { cn } from '../../lib/class-names.ts';

interface NavItem {
  to: string;
  label:
    | 'nav.dashboard'
    | 'nav.queue'
    | 'nav.users'
    | 'nav.audit'
    | 'firms.nav'
    | 'reviews.nav'
    | 'groupOffers.nav'
    | 'leads.nav'
    | 'blog.nav'
    | 'blogComments.nav'
    | 'reports.nav';
  Icon: LucideIcon;
  adminOnly: boolean;
  /** Other pages that count as this section (a post's review belongs to the queue). */
  matches: (pathname: string) => boolean;
}

const lower = (path: string) => path.toLowerCase();
const under = (path: string) => (pathname: string) =>
  lower(pathname) === lower(path) || lower(pathname).startsWith(`${lower(path)}/`);
/** A section whose own pages all live under its path. */
const section = (to: string, label: NavItem['label'], Icon: LucideIcon, adminOnly = false): NavItem => ({
  to,
  label,
  Icon,
  adminOnly,
  matches: under(to),
});

const NAV: NavItem[] = [
  {
    to: paths.admin,
    label: 'nav.dashboard',
    Icon: LayoutDashboard,
    adminOnly: false,
    matches: (pathname) => lower(pathname).replace(/\/$/, '') === paths.admin,
  },
  {
    to: paths.adminQueue,
    label: 'nav.queue',
    Icon: ListChecks,
    adminOnly: false,
    matches: (pathname) => under(paths.adminQueue)(pathname) || under('/admin/posts')(pathname),
  },
  // Issue 14: firm applications and reviews, beside the posts queue.
  section(paths.adminFirms, 'firms.nav', Building2),
  section(paths.adminReviews, 'reviews.nav', Star),
  // Issue 15: group-building offers support publishes, and the people who asked to join one.
  section(paths.adminGroupOffers, 'groupOffers.nav', Handshake),
  section(paths.adminLeads, 'leads.nav', PhoneCall),
  // Issue 16: the blog's articles, and the comments members reported.
  section(paths.adminBlog, 'blog.nav', Newspaper),
  section(paths.adminBlogComments, 'blogComments.nav', MessageSquareWarning),
  // Issue 18: listings visitors and members reported.
  section(paths.adminReports, 'reports.nav', Flag),
  // Issue 41: support finds accounts and may suspend members.
  section(paths.adminUsers, 'nav.users', Users),
  section(paths.adminAudit, 'nav.audit', ScrollText, true),
];

const tabClass = (active: boolean) =>
  `relative flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-3 text-[15px] font-semibold ${
    active ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-gray-100 hover:text-brand-800'
  }`;

/** The pending count beside "Queue": a number for the eye, a sentence for screen readers. */
function PendingBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const counts = usePendingCount();
  if (!counts) return null;
  const overdue = counts.overdue > 0;
  return (
    <>
      <span
        aria-hidden
        className={`min-w-6 rounded-full px-1.5 text-center text-sm ${
          overdue
            ? 'bg-red-700 text-white ring-1 ring-white'
            : active
              ? 'bg-brand-900 text-white'
              : 'bg-gray-200 text-gray-900'
        }`}
      >
        {formatNumber(counts.pending, language)}
      </span>
      <span className="sr-only">
        {t('nav.pendingCount', { count: counts.pending, n: formatNumber(counts.pending, language) })}
        {overdue
          ? `, ${t('nav.overdueCount', { count: counts.overdue, n: formatNumber(counts.overdue, language) })}`
          : ''}
      </span>
    </>
  );
}

/**
 * A count beside a tab: a number for the eye, a sentence for screen readers (`sentenceKey`, with
 * `count` and `n`). Nothing while the count is unknown, and nothing for none when `hideZero`.
 */
function CountBadge({
  count,
  sentenceKey,
  active,
  hideZero,
}: {
  count: number | null | undefined;
  sentenceKey: string;
  active: boolean;
  hideZero?: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (count === null || count === undefined || (hideZero && count === 0)) return null;
  return (
    <>
      <span
        aria-hidden
        className={`min-w-6 rounded-full px-1.5 text-center text-sm ${
          active ? 'bg-brand-900 text-white' : 'bg-gray-200 text-gray-900'
        }`}
      >
        {formatNumber(count, language)}
      </span>
      <span className="sr-only">{t(sentenceKey, { count, n: formatNumber(count, language) })}</span>
    </>
  );
}

/** How many firms or reviews wait, beside their tab. */
function DecisionsBadge({ kind, active }: { kind: 'firms' | 'reviews'; active: boolean }) {
  const count = usePendingDecisions()[kind];
  return <CountBadge count={count} sentenceKey={`${kind}.navCount`} active={active} />;
}

/** How many leads nobody has called yet, beside "Leads". */
function NewLeadsBadge({ active }: { active: boolean }) {
  return <CountBadge count={useNewLeadCount()} sentenceKey="leads.navCount" active={active} hideZero />;
}

/** How many reported comments wait, beside "Comments". */
function ReportedCommentsBadge({ active }: { active: boolean }) {
  return <CountBadge count={useReportedCommentCount()} sentenceKey="blogComments.navCount" active={active} hideZero />;
}

/** How many reports of listings are open, beside "Reports". */
function OpenReportsBadge({ active }: { active: boolean }) {
  return <CountBadge count={useOpenReportCount()} sentenceKey="reports.navCount" active={active} hideZero />;
}

/**
 * The staff area's navigation: a row of tabs that scrolls sideways on a phone, with a thin bar
 * that says so, and from `md` up wraps onto a second row, so every tab shows on a laptop (issue 64:
 * at 1366px "Users" was cut off, and nothing said the row went on).
 */
function AdminNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav
      aria-label={t('nav.label')}
      className={cn(
        '-mx-4 border-b border-gray-200 bg-white sm:mx-0 sm:rounded-xl',
        'sm:border-0 sm:shadow-sm sm:ring-1 sm:ring-gray-200',
      )}
    >
      <ul ref={listRef} className="flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:thin] sm:px-2 md:flex-wrap">
        {NAV.filter((item) => isAdmin || !item.adminOnly).map(({ to, label, Icon, matches }) => {
          const active = matches(pathname);
          return (
            <li key={to}>
              <Link to={to} aria-current={active ? 'page' : undefined} className={tabClass(active)}>
                <Icon aria-hidden size={18} />
                {t(label)}
                {to === paths.adminQueue ? <PendingBadge active={active} /> : null}
                {to === paths.adminFirms ? <DecisionsBadge kind="firms" active={active} /> : null}
                {to === paths.adminReviews ? <DecisionsBadge kind="reviews" active={active} /> : null}
                {to === paths.adminLeads ? <NewLeadsBadge active={active} /> : null}
                {to === paths.adminBlogComments ? <ReportedCommentsBadge active={active} /> : null}
                {to === paths.adminReports ? <OpenReportsBadge active={active} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * /admin (issue 5): signed in (the /user area's guard), then a staff role. Members without one
 * see a plain "no access" panel, never the staff screens. Pages get the staff member through
 * the outlet context; admin-only pages check `isAdmin` themselves.
 */
export function AdminLayout() {
  // Load every namespace the staff pages use now, so no dialog or form waits for one later.
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const access = useAccessGuard();
  if (access.state === 'checking' || access.state === 'signed-out') return <PageSkeleton />;
  if (access.state === 'suspended' || !isStaffRole(access.user.role)) return <NoAccessPanel />;
  const context: StaffContext = { user: access.user, isAdmin: access.user.role === 'admin' };
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 pt-3 sm:pt-5">
      <div className="mb-3 hidden items-center gap-2 text-sm font-semibold text-brand-800 sm:flex">
        <ShieldCheck aria-hidden size={18} />
        <span>{t('area', { role: t(`role.${access.user.role}`) })}</span>
      </div>
      <AdminNav isAdmin={context.isAdmin} />
      <div className="min-w-0 pt-5">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet context={context} />
        </Suspense>
      </div>
    </div>
  );
}
