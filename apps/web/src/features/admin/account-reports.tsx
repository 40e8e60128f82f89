import type { AccountPostReports } from '@ghorbari/contracts';
import { Flag, Images, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { AdminUserDetail } from './api/get-user.ts';
import { Badge, Section } from './admin-ui.tsx';

const LINK = 'font-semibold text-brand-800 underline underline-offset-2';

/** A post of the account, as a link to its staff page: "S-12 · title". */
function PostLink({ PostID, postTitle }: { PostID: string; postTitle: string }) {
  const language = useLanguage();
  return (
    <Link to={href.adminPost(PostID)} className={`inline-flex min-h-11 items-center ${LINK}`}>
      <span>
        {formatDigits(PostID, language)} · <span lang={textLanguage(postTitle, language)}>{postTitle}</span>
      </span>
    </Link>
  );
}

function ReportedPost({ entry }: { entry: AccountPostReports }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  return (
    <li className="py-2">
      <PostLink PostID={entry.PostID} postTitle={entry.postTitle} />
      <p className="text-sm text-gray-800">
        {t('user.reportCounts', { open: n(entry.open), decided: n(entry.decided) })} ·{' '}
        {t('user.lastReported', { date: formatDate(entry.lastReportedAt, language) })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('reports.reasonsLabel')}>
        {entry.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge tone={entry.open > 0 ? 'warning' : 'neutral'}>
              {t('reports.reasonTimes', { reason: t(`enums:listingReportReason.${reason}`), n: n(count) })}
            </Badge>
          </li>
        ))}
      </ul>
      {entry.lastOutcome ? (
        <p className="mt-1 text-sm text-gray-700">
          {t('user.lastOutcome', { outcome: t(`enums:reportOutcome.${entry.lastOutcome}`) })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * What visitors and members reported about the account's posts, one entry per post with its
 * reasons counted and what staff last decided, and how many reports the account sent itself
 * (issue 41): what support weighs before suspending.
 */
export function AccountReports({ data }: { data: Pick<AdminUserDetail, 'reports' | 'reportsFiled'> }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const open = data.reports.some((entry) => entry.open > 0);
  const { total, open: filedOpen } = data.reportsFiled;
  return (
    <Section id="user-reports" title={t('user.reports')} tone={open ? 'warning' : 'default'}>
      {data.reports.length === 0 ? (
        <p className="flex items-center gap-1.5 text-[15px] text-gray-800">
          <ShieldCheck aria-hidden size={18} className="shrink-0 text-brand-700" />
          {t('user.noReports')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data.reports.map((entry) => (
            <ReportedPost key={entry.PostID} entry={entry} />
          ))}
        </ul>
      )}
      <p className="mt-2 flex items-center gap-1.5 border-t border-gray-100 pt-2 text-sm text-gray-700">
        <Flag aria-hidden size={16} className="shrink-0" />
        {total === 0
          ? t('user.reportsFiledNone')
          : t('user.reportsFiled', {
              count: total,
              n: formatNumber(total, language),
              open: formatNumber(filedOpen, language),
            })}
      </p>
    </Section>
  );
}

/**
 * The account's posts whose photos look like other accounts' photos (issue 18); each post's page
 * shows them side by side.
 */
export function AccountPhotoMatches({ matches }: { matches: AdminUserDetail['photoMatches'] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Section id="user-photo-signals" title={t('user.photoSignals')} tone={matches.length ? 'danger' : 'default'}>
      {matches.length === 0 ? (
        <p className="flex items-center gap-1.5 text-[15px] text-gray-800">
          <ShieldCheck aria-hidden size={18} className="shrink-0 text-brand-700" />
          {t('user.photosClear')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {matches.map((match) => (
            <li key={match.PostID} className="py-1.5">
              <PostLink PostID={match.PostID} postTitle={match.postTitle} />
              <p className="flex items-center gap-1.5 text-sm text-gray-800">
                <Images aria-hidden size={16} className="shrink-0 text-red-700" />
                {t('user.photosLike', { count: match.count, n: formatNumber(match.count, language) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
