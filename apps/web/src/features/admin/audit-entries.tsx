import type { AuditAction, AuditEntry } from '@ghorbari/contracts';
import {
  Ban,
  BellRing,
  CheckCircle2,
  CreditCard,
  FileCheck2,
  FileX2,
  EyeOff,
  FlagOff,
  MessageSquareWarning,
  Newspaper,
  PencilLine,
  PhoneCall,
  RotateCcw,
  ShieldOff,
  UserCog,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { formatTaka } from '../../lib/format.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useDurationText } from './duration.ts';
import { useFieldText } from './field-values.ts';
import { groupAuditHref, useGroupAuditDetail } from './group-offer-audit.ts';
import { useReportAuditDetail } from './report-audit.ts';

const ICONS: Record<AuditAction, { Icon: LucideIcon; colour: string }> = {
  'post.approved': { Icon: CheckCircle2, colour: 'text-brand-700' },
  'post.rejected': { Icon: XCircle, colour: 'text-red-700' },
  'post.call-recorded': { Icon: PhoneCall, colour: 'text-sky-800' },
  'post.payment-confirmed': { Icon: CreditCard, colour: 'text-sky-800' },
  'post.edit-approved': { Icon: CheckCircle2, colour: 'text-brand-700' },
  'post.edit-rejected': { Icon: XCircle, colour: 'text-red-700' },
  'user.suspended': { Icon: Ban, colour: 'text-amber-800' },
  'user.reinstated': { Icon: RotateCcw, colour: 'text-brand-700' },
  'user.disabled': { Icon: ShieldOff, colour: 'text-red-700' },
  'user.role-changed': { Icon: UserCog, colour: 'text-gray-700' },
  'notification.sent': { Icon: BellRing, colour: 'text-gray-700' },
  'firm.approved': { Icon: CheckCircle2, colour: 'text-brand-700' },
  'firm.rejected': { Icon: XCircle, colour: 'text-red-700' },
  'review.approved': { Icon: CheckCircle2, colour: 'text-brand-700' },
  'review.rejected': { Icon: XCircle, colour: 'text-red-700' },
  'group.created': { Icon: CheckCircle2, colour: 'text-brand-700' },
  'group.updated': { Icon: UserCog, colour: 'text-gray-700' },
  'group.status-changed': { Icon: RotateCcw, colour: 'text-sky-800' },
  'lead.updated': { Icon: PhoneCall, colour: 'text-sky-800' },
  'article.published': { Icon: Newspaper, colour: 'text-brand-700' },
  'article.unpublished': { Icon: EyeOff, colour: 'text-red-700' },
  'comment.hidden': { Icon: EyeOff, colour: 'text-red-700' },
  'comment.reports-dismissed': { Icon: MessageSquareWarning, colour: 'text-sky-800' },
  // Land documents (issue 18): support's finding on one of a post's papers.
  'document.checked': { Icon: FileCheck2, colour: 'text-brand-700' },
  'document.not-matching': { Icon: FileX2, colour: 'text-red-700' },
  // Reports of listings (issue 18): staff's decision on a listing's open reports.
  'report.dismissed': { Icon: FlagOff, colour: 'text-sky-800' },
  'report.correction-asked': { Icon: PencilLine, colour: 'text-amber-800' },
  'report.taken-down': { Icon: EyeOff, colour: 'text-red-700' },
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T/;
/** Details kept for the record and for counting, not for reading. */
const HIDDEN_DETAILS = new Set(['ownerId', 'notificationId', 'demo', 'authorId']);
const DURATIONS = new Set(['waitedMinutes', 'officeMinutes']);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An entry's details (the note of a call, the new role, the end of a suspension …) as label/value pairs. */
function useDetailText() {
  const { t, i18n } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const field = useFieldText();
  const duration = useDurationText();
  return (key: string, raw: unknown): [string, string] => {
    const label = i18n.exists(`admin:audit.details.${key}`) ? t(`audit.details.${key}`) : field.label(key);
    if (DURATIONS.has(key) && typeof raw === 'number') return [label, duration(raw, { days: true })];
    if (typeof raw === 'boolean') return [label, raw ? t('common.yes') : t('common.no')];
    if (key === 'rejectionReason' && typeof raw === 'string') return [label, t(`enums:rejectionReason.${raw}`)];
    // A payment record (issue 41): how it was paid, how much, for which package.
    if (key === 'method' && typeof raw === 'string' && i18n.exists(`enums:paymentMethod.${raw}`))
      return [label, t(`enums:paymentMethod.${raw}`)];
    if (key === 'package' && typeof raw === 'string' && i18n.exists(`enums:paidPackage.${raw}`))
      return [label, t(`enums:paidPackage.${raw}`)];
    if (key === 'amountTaka' && typeof raw === 'number') return [label, formatTaka(raw, language)];
    // A firm decision (issue 14): on an application or on a listed firm's new name or phone.
    if (key === 'decision' && typeof raw === 'string' && i18n.exists(`admin:audit.decision.${raw}`))
      return [label, t(`audit.decision.${raw}`)];
    if (raw && typeof raw === 'object' && 'from' in raw && 'to' in raw)
      return [label, `${field.value(key, raw.from)} → ${field.value(key, raw.to)}`];
    if (key === 'dropped' && raw && typeof raw === 'object')
      return [
        label,
        Object.entries(raw)
          .flatMap(([inner, value]) => (value ? [field.value(inner, value)] : []))
          .join(', '),
      ];
    if (typeof raw === 'string') {
      if (/role$/i.test(key) || key === 'from' || key === 'to') {
        if (i18n.exists(`admin:role.${raw}`)) return [label, t(`role.${raw}`)];
      }
      if (/status$/i.test(key) && i18n.exists(`admin:status.${raw}`)) return [label, t(`status.${raw}`)];
      if (ISO_MOMENT.test(raw)) return [label, formatDateTime(raw, language)];
      if (CALENDAR_DAY.test(raw)) return [label, formatDate(raw, language)];
    }
    if (raw === null && key === 'until') return [label, t('users.indefinitely')];
    return [label, field.value(key, raw)];
  };
}

/** A land document's finding names the paper (issue 18): "Document: Deed (dolil)". */
function useDocumentAuditDetail() {
  const { t } = useTranslation(['admin', 'enums']);
  return (action: AuditAction, key: string, raw: unknown): [string, string] | null =>
    action.startsWith('document.') && key === 'kind' && typeof raw === 'string'
      ? [t('audit.details.documentKind'), t(`enums:landDocumentKind.${raw}`, { defaultValue: raw })]
      : null;
}

function Entry({ entry, showTarget, isAdmin }: { entry: AuditEntry; showTarget: boolean; isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const ago = useTimeAgo();
  const detail = useDetailText();
  const groupDetail = useGroupAuditDetail();
  const documentDetail = useDocumentAuditDetail();
  const reportDetail = useReportAuditDetail();
  const { Icon, colour } = ICONS[entry.action];
  const targetHref =
    entry.targetType === 'post'
      ? href.adminPost(entry.targetId)
      : entry.targetType === 'firm'
        ? href.interiorDetails(entry.targetId)
        : entry.targetType === 'user' && isAdmin
          ? href.adminUser(entry.targetId)
          : entry.targetType === 'article'
            ? href.adminBlogEdit(entry.targetId)
            : groupAuditHref(entry);
  const details = Object.entries(entry.details).filter(
    ([key, value]) => value !== undefined && !HIDDEN_DETAILS.has(key),
  );
  return (
    <li className="flex gap-3 border-b border-gray-100 py-3 last:border-0">
      <Icon aria-hidden size={20} className={`mt-0.5 shrink-0 ${colour}`} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-[15px] text-gray-900">
          <span className="font-semibold">{t(`audit.action.${entry.action}`)}</span>
          {showTarget ? (
            <>
              {' · '}
              {targetHref ? (
                <Link
                  to={targetHref}
                  className="break-words font-semibold text-brand-800 underline underline-offset-2"
                  lang={textLanguage(entry.targetLabel, language)}
                >
                  {entry.targetLabel}
                </Link>
              ) : (
                <span lang={textLanguage(entry.targetLabel, language)}>{entry.targetLabel}</span>
              )}
            </>
          ) : null}
        </p>
        <p className="text-sm text-gray-700">
          {entry.actor ? t('audit.by', { name: entry.actor.name }) : t('audit.bySystem')}
          {' · '}
          <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt, language)}>
            {ago(entry.createdAt)}
          </time>
          <span className="text-gray-700"> ({formatDateTime(entry.createdAt, language)})</span>
        </p>
        {entry.reason ? (
          <p className="break-words text-[15px] text-gray-900">
            <span className="font-semibold">{t('audit.reason')}:</span>{' '}
            <span lang={textLanguage(entry.reason, language)}>{entry.reason}</span>
          </p>
        ) : null}
        {details.length ? (
          <dl className="text-sm text-gray-800">
            {details.map(([key, value]) => {
              const [label, text] =
                groupDetail(entry.action, key, value) ??
                documentDetail(entry.action, key, value) ??
                reportDetail(entry.action, key, value) ??
                detail(key, value);
              return (
                <div key={key} className="flex flex-wrap gap-x-1">
                  <dt className="font-semibold">{label}:</dt>
                  <dd className="min-w-0 break-words">{text}</dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </div>
    </li>
  );
}

/** Audit entries, newest first: what was done, to what, by whom, when and why. */
export function AuditEntries({
  entries,
  showTarget = true,
  isAdmin,
}: {
  entries: AuditEntry[];
  showTarget?: boolean;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('admin');
  if (entries.length === 0) return <p className="text-[15px] text-gray-700">{t('audit.empty')}</p>;
  return (
    <ol>
      {entries.map((entry) => (
        <Entry key={entry._id} entry={entry} showTarget={showTarget} isAdmin={isAdmin} />
      ))}
    </ol>
  );
}
