import type { FirmApplication } from '@ghorbari/contracts';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressText } from '../../domain/accounts/address-text.tsx';
import { FirmLogoBox } from '../../domain/interior/firm-logo-box.tsx';
import { ListCard } from '../../components/list-card.tsx';
import { href } from '../../config/paths.ts';
import { firmBudgetRangeText } from '../../domain/interior/firm-budget.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ApproveButton, RejectButton } from './approve-button.tsx';
import { AccountLines, Badge, DECISION_TONE, buttonClass, Fact, FullSizeImageLink } from './admin-ui.tsx';
import type { QueueDecision } from './use-queue-decision.ts';

/** A listed firm's new name or phone beside the approved one. */
function PendingChanges({ firm }: { firm: FirmApplication }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const changes = firm.pendingChanges;
  if (!changes || (!changes.name && !changes.phone)) return null;
  const rows: [string, string, string][] = [];
  if (changes.name) rows.push([t('firms.name'), firm.name, changes.name]);
  if (changes.phone)
    rows.push([t('firms.phone'), formatDigits(firm.phone, language), formatDigits(changes.phone, language)]);
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
      <p className="font-semibold text-amber-900">{t('firms.changesTitle')}</p>
      <p className="text-sm text-amber-900">{t('firms.changesText')}</p>
      <dl className="mt-2 space-y-1 text-[15px] text-gray-900">
        {rows.map(([label, from, to]) => (
          <div key={label} className="flex flex-wrap items-center gap-x-2">
            <dt className="font-semibold">{label}:</dt>
            <dd className="flex flex-wrap items-center gap-x-2">
              <del className="text-gray-700" lang={textLanguage(from, language)}>
                {from}
              </del>
              <ArrowRight aria-hidden size={16} />
              <span className="sr-only">{t('firms.changedTo')}</span>
              <ins className="font-semibold no-underline" lang={textLanguage(to, language)}>
                {to}
              </ins>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function PhotoGrid({ firm }: { firm: FirmApplication }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
      {firm.photos.map((photo, index) => (
        <li key={photo.id}>
          <figure>
            <FullSizeImageLink
              href={photo.large}
              src={photo.card}
              altKey="firms.openPhoto"
              index={index}
              total={firm.photos.length}
              className="block overflow-hidden rounded-md bg-gray-100 ring-1 ring-gray-200"
              imageClassName="aspect-[4/3] w-full object-cover"
            />
            <figcaption className="mt-1 text-sm text-gray-800">
              <span className="font-semibold">{t(`enums:interiorCategory.${photo.category}`)}</span>
              {photo.caption ? (
                <span className="block break-words" lang={textLanguage(photo.caption, language)}>
                  {photo.caption}
                </span>
              ) : null}
              {photo.captionEn ? (
                <span className="block break-words text-gray-700">
                  <span className="sr-only">{t('firms.inEnglish')}: </span>
                  <span lang={textLanguage(photo.captionEn, language)}>{photo.captionEn}</span>
                </span>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** One firm for support: everything the applicant sent, who they are, and the decision buttons. */
export function FirmApplicationCard({ firm, decision }: { firm: FirmApplication; decision: QueueDecision }) {
  const { t } = useTranslation(['admin', 'enums', 'interior']);
  const language = useLanguage();
  const ago = useTimeAgo();
  const changesOnly = firm.status === 'approved' && firm.pendingChanges !== null;
  const decidable = firm.status === 'pending' || changesOnly;
  const titleId = `firm-${firm.PostID}-title`;
  const list = (values: string[]) => values.join(', ');
  const budgetRange = firmBudgetRangeText(t, firm, language);
  return (
    <ListCard titleId={titleId} testId="firm-application" className="sm:p-5">
      <div className="flex items-start gap-3">
        <FirmLogoBox src={firm.logoUrl} alt={t('firms.logo')} />
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            tabIndex={-1}
            className="break-words text-lg font-semibold text-gray-900 outline-none sm:text-xl"
            lang={textLanguage(firm.name, language)}
          >
            {firm.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <Badge tone={DECISION_TONE[firm.status]}>{t(`firms.status.${firm.status}`)}</Badge>
            {changesOnly ? <Badge tone="warning">{t('firms.changesBadge')}</Badge> : null}
            <ListingId id={firm.PostID} language={language} />
            <span>
              {t('firms.submitted', { ago: ago(firm.submittedAt), date: formatDateTime(firm.submittedAt, language) })}
            </span>
          </p>
        </div>
      </div>
      <PendingChanges firm={firm} />
      {firm.status === 'rejected' && firm.rejection ? (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-[15px] text-red-900 ring-1 ring-red-200">
          <span className="font-semibold">{t(`enums:rejectionReason.${firm.rejection.reason}`)}</span>
          {firm.rejection.note ? `: ${firm.rejection.note}` : ''}
        </p>
      ) : null}
      <dl className="mt-3">
        <Fact label={t('firms.owner')}>
          <AccountLines account={firm.owner} language={language} />
        </Fact>
        <Fact label={t('firms.categories')}>
          {list(firm.categories.map((value) => t(`enums:interiorCategory.${value}`)))}
        </Fact>
        <Fact label={t('firms.services')}>
          {list(firm.services.map((value) => t(`enums:interiorService.${value}`)))}
        </Fact>
        <Fact label={t('firms.budget')}>
          {t(`enums:budgetTier.${firm.budgetTier}`)}
          {/* The taka the firm gave per sqft (issue 44), as its card shows it. */}
          {budgetRange ? <span className="block font-normal">{budgetRange}</span> : null}
        </Fact>
        <Fact label={t('firms.address')}>
          <AddressText address={firm.location} />
        </Fact>
        <Fact label={t('firms.phone')}>
          <a href={`tel:${firm.phone}`} className="text-brand-800 underline underline-offset-2">
            {formatDigits(firm.phone, language)}
          </a>
        </Fact>
      </dl>
      <h3 className="mt-3 text-[15px] font-semibold text-gray-900">{t('firms.about')}</h3>
      <p
        className="mt-1 whitespace-pre-line break-words text-[15px] text-gray-800"
        lang={textLanguage(firm.about, language)}
      >
        {firm.about}
      </p>
      {firm.aboutEn ? (
        <>
          <h3 className="mt-3 text-[15px] font-semibold text-gray-900">{t('firms.aboutEn')}</h3>
          <p
            className="mt-1 whitespace-pre-line break-words text-[15px] text-gray-800"
            lang={textLanguage(firm.aboutEn, language)}
          >
            {firm.aboutEn}
          </p>
        </>
      ) : null}
      <h3 className="mb-2 mt-4 text-[15px] font-semibold text-gray-900">
        {t('firms.photos', { n: formatNumber(firm.photos.length, language) })}
      </h3>
      <PhotoGrid firm={firm} />
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-4">
        {decidable ? (
          <>
            <ApproveButton decision={decision}>
              {changesOnly ? t('firms.approveChanges') : t('firms.approve')}
            </ApproveButton>
            <RejectButton
              decision={decision}
              label={changesOnly ? t('firms.rejectChanges') : t('firms.reject')}
              dialog={{
                title: changesOnly ? t('firms.rejectChangesTitle') : t('firms.rejectTitle'),
                description: changesOnly
                  ? t('firms.rejectChangesText', { name: firm.name })
                  : t('firms.rejectText', { name: firm.name }),
                noteLabel: t('firms.rejectNote'),
                noteHint: t('firms.rejectNoteHint'),
                reader: firm.owner.language,
              }}
            />
          </>
        ) : null}
        {firm.status === 'approved' ? (
          <Link to={href.interiorDetails(firm.PostID)} className={buttonClass.secondary}>
            <ExternalLink aria-hidden size={18} />
            {t('firms.viewPage')}
          </Link>
        ) : null}
      </div>
    </ListCard>
  );
}
