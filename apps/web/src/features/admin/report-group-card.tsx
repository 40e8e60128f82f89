import type { ReportDecisionBody } from '@ghorbari/contracts';
import { CircleCheck, CircleOff, EyeOff, Flag, FlagOff, PencilLine, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCard } from '../../components/list-card.tsx';
import { href } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/class-names.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { showToast } from '../../lib/toast.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ActionButton, Badge, linkClass, type BadgeTone } from './admin-ui.tsx';
import { useReportDecision, type ReportGroup } from './api/reports.ts';
import { ReportDecisionDialog, type NoteOutcome } from './report-decision-dialog.tsx';

/** The id the card's heading carries (focus moves to the next card's after a decision). */
export const reportGroupId = (group: Pick<ReportGroup, 'kind' | 'listingId'>) => `${group.kind}-${group.listingId}`;

const STATUS_TONES: Record<string, BadgeTone> = { normal: 'brand', suspended: 'warning', Disabled: 'danger' };

/**
 * Decide one listing's open reports. After a decision the listing leaves the list (it is
 * refreshed), a toast says what happened and `onDecided` moves the focus on. When another staff
 * member decided first (409 NO_OPEN_REPORTS), the toast says so and the list no longer shows it.
 */
function useDecision(group: ReportGroup, onDecided: () => void) {
  const { t } = useTranslation(['admin', 'messages']);
  const mutation = useReportDecision();
  const alreadyDecided = (error: unknown) => error instanceof ApiError && error.code === 'NO_OPEN_REPORTS';
  const run = (body: ReportDecisionBody) =>
    mutation.mutateAsync({ kind: group.kind, listingId: group.listingId, body }).then((result) => {
      void showToast('success', result.message);
      onDecided();
    });
  return {
    pending: mutation.isPending,
    dismissing: mutation.isPending && mutation.variables?.body.outcome === 'dismissed',
    async dismiss() {
      try {
        await run({ outcome: 'dismissed' });
      } catch (error) {
        void showToast('error', apiErrorMessage(error, t, 'errors.conflict'));
        if (alreadyDecided(error)) onDecided();
      }
    },
    /** Throws any refusal but "already decided", for the dialog to show beside its field. */
    async decide(body: ReportDecisionBody) {
      try {
        await run(body);
      } catch (error) {
        if (!alreadyDecided(error)) throw error;
        void showToast('error', apiErrorMessage(error, t, 'errors.conflict'));
        onDecided();
      }
    },
  };
}

/** Who owns the listing and how their account stands; staff go on to the account to act on it (issue 41). */
function OwnerLine({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const owner = group.owner;
  if (!owner) return <p className="text-sm text-gray-700">{t('reports.staffOffer')}</p>;
  const name = (
    <span className="font-semibold" lang={textLanguage(owner.name, language)}>
      {owner.name}
    </span>
  );
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] text-gray-800">
      <UserRound aria-hidden size={16} className="text-gray-600" />
      <span>{t('reports.owner')}</span>
      <Link to={href.adminUser(owner._id)} className="text-brand-800 underline underline-offset-2">
        {name}
      </Link>
      <Badge tone={STATUS_TONES[owner.status] ?? 'neutral'}>
        {t(`status.${owner.status}`, { defaultValue: owner.status })}
      </Badge>
    </p>
  );
}

/** One reported listing for staff: what and whose it is, why people reported it, each report, and the decisions. */
export function ReportGroupCard({ group, onDecided }: { group: ReportGroup; onDecided: () => void }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const ago = useTimeAgo();
  const [asking, setAsking] = useState<NoteOutcome | null>(null);
  const decision = useDecision(group, onDecided);
  const titleId = `report-${reportGroupId(group)}-title`;
  const n = (value: number) => formatNumber(value, language);
  return (
    <ListCard titleId={titleId} testId="report-group" className="sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{t(`enums:reportTargetKind.${group.kind}`)}</Badge>
        {group.live ? (
          <Badge tone="brand" icon={CircleCheck}>
            {t('reports.live')}
          </Badge>
        ) : (
          <Badge tone="neutral" icon={CircleOff}>
            {t('reports.notLive')}
          </Badge>
        )}
        <span className="text-sm text-gray-700">
          <ListingId id={group.listingId} language={language} />
        </span>
      </div>
      <h2 id={titleId} tabIndex={-1} className="mt-2 text-[17px] font-semibold text-gray-900 outline-none">
        <Link
          to={group.path}
          className="break-words text-brand-800 underline underline-offset-2"
          lang={textLanguage(group.title, language)}
        >
          {group.title}
        </Link>
      </h2>
      <div className="mt-1">
        <OwnerLine group={group} />
      </div>

      <section aria-labelledby={`${titleId}-reports`} className="mt-3">
        <h3 id={`${titleId}-reports`} className="flex items-center gap-1.5 text-[15px] font-semibold text-red-800">
          <Flag aria-hidden size={16} />
          {t('reports.count', { count: group.count, n: n(group.count) })}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('reports.reasonsLabel')}>
          {group.reasons.map(({ reason, count }) => (
            <li
              key={reason}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5',
                'text-sm text-red-900 ring-1 ring-red-200',
              )}
            >
              {t(`enums:listingReportReason.${reason}`)}
              <span className="rounded-full bg-white px-1.5 font-semibold tabular-nums">{n(count)}</span>
            </li>
          ))}
        </ul>
        <ul className="mt-2 divide-y divide-gray-100">
          {group.reports.map((report) => (
            <li key={report._id} className="py-2 text-[15px]">
              <span className="font-semibold text-gray-900">{t(`enums:listingReportReason.${report.reason}`)}</span>
              <span className="text-sm text-gray-700">
                {' · '}
                {report.reporter ? (
                  <span lang={textLanguage(report.reporter.name, language)}>{report.reporter.name}</span>
                ) : (
                  t('reports.visitor')
                )}
                {' · '}
                <time dateTime={report.createdAt} title={formatDateTime(report.createdAt, language)}>
                  {ago(report.createdAt)}
                </time>
              </span>
              {report.details ? (
                <p
                  className="mt-0.5 whitespace-pre-line break-words text-gray-800"
                  lang={textLanguage(report.details, language)}
                >
                  “{report.details}”
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-4">
        <ActionButton
          look="secondary"
          icon={FlagOff}
          busy={decision.dismissing}
          onClick={() => void decision.dismiss()}
          disabled={decision.pending}
        >
          {t('reports.dismiss')}
        </ActionButton>
        {group.owner ? (
          <ActionButton
            look="secondary"
            icon={PencilLine}
            onClick={() => setAsking('correction-asked')}
            disabled={decision.pending}
          >
            {t('reports.askCorrection')}
          </ActionButton>
        ) : null}
        <ActionButton
          look="dangerOutline"
          icon={EyeOff}
          onClick={() => setAsking('taken-down')}
          disabled={decision.pending}
        >
          {t('reports.takeDown')}
        </ActionButton>
        {group.kind === 'offer' ? (
          <Link to={href.adminGroupOfferEdit(group.listingId)} className={cn(linkClass, 'px-1 text-[15px]')}>
            {t('reports.editOffer')}
          </Link>
        ) : null}
      </div>
      <ReportDecisionDialog
        outcome={asking}
        title={group.title}
        reader={group.owner?.language}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        onDecide={async (body) => {
          await decision.decide(body);
          setAsking(null);
        }}
      />
    </ListCard>
  );
}
