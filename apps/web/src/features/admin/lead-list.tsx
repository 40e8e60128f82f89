import { Phone, UserRound } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatDigits } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, StaffTable, type BadgeTone } from './admin-ui.tsx';
import type { Lead } from './api/leads.ts';
import { LeadEditor } from './lead-editor.tsx';

export const LEAD_STATUS_TONE: Record<Lead['status'], BadgeTone> = {
  new: 'warning',
  called: 'info',
  joined: 'brand',
  'not-interested': 'neutral',
};

const WIDE = '(min-width: 1024px)';
const subscribe = (notify: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/** A table on wide screens, cards on phones and tablets; only one is drawn, so each field exists once. */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

const link = 'font-semibold text-brand-800 underline underline-offset-2';

/** The offer a lead came from (a link to its page), or the general form's division and place. */
function LeadSource({ lead }: { lead: Lead }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  if (lead.offer) {
    return (
      <span>
        <Link
          to={href.groupDetails(lead.offer.PostID)}
          className={link}
          lang={textLanguage(lead.offer.title, language)}
        >
          {lead.offer.title}
        </Link>{' '}
        <span className="whitespace-nowrap text-sm text-gray-700">
          (<ListingId id={lead.offer.PostID} language={language} />)
        </span>
      </span>
    );
  }
  const division = lead.division ? t(`enums:division.${lead.division}`, { defaultValue: lead.division }) : '';
  return (
    <span>
      <span className="font-semibold">{t('leads.general')}:</span> {division}
      {lead.location ? (
        <>
          {' — '}
          <span lang={textLanguage(lead.location, language)}>{lead.location}</span>
        </>
      ) : null}
    </span>
  );
}

function PhoneLink({ lead }: { lead: Lead }) {
  const language = useLanguage();
  return (
    <a href={`tel:${lead.phone}`} className={cn(link, 'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap')}>
      <Phone aria-hidden size={16} />
      {formatDigits(lead.phone, language)}
    </a>
  );
}

/** The member's account when the lead came from one, opened in the staff area (support and admins, issue 41). */
function MemberLink({ lead }: { lead: Lead }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (!lead.member) return <span className="text-sm text-gray-700">{t('leads.notMember')}</span>;
  return (
    <Link to={href.adminUser(lead.member.id)} className={cn(link, 'inline-flex items-center gap-1')}>
      <UserRound aria-hidden size={16} />
      <span lang={textLanguage(lead.member.name, language)}>{lead.member.name}</span>
      <span className="sr-only"> ({t('leads.member')})</span>
    </Link>
  );
}

function Received({ lead }: { lead: Lead }) {
  const language = useLanguage();
  const ago = useTimeAgo();
  return (
    <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt, language)}>
      <span className="block font-semibold text-gray-900">{ago(lead.createdAt)}</span>
      <span className="block text-sm text-gray-700">{formatDateTime(lead.createdAt, language)}</span>
    </time>
  );
}

const editorKey = (lead: Lead) => `${lead.id}-${lead.updatedAt}`;

function LeadsTable({ leads }: { leads: Lead[] }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  return (
    <StaffTable
      caption={t('leads.tableCaption')}
      columns={[t('leads.received'), t('leads.person'), t('leads.interestIn'), t('leads.followUp')]}
    >
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} data-testid="lead" className="border-b border-gray-100 align-top last:border-0">
            <td className="px-3 py-3 text-[15px]">
              <Received lead={lead} />
              <span className="mt-1 block">
                <Badge tone={LEAD_STATUS_TONE[lead.status]}>{t(`enums:leadStatus.${lead.status}`)}</Badge>
              </span>
            </td>
            <th scope="row" className="px-3 py-3 text-left text-[15px] font-normal">
              <span className="block font-semibold text-gray-900" lang={textLanguage(lead.name, language)}>
                {lead.name}
              </span>
              <span className="block text-gray-700" lang={textLanguage(lead.occupation, language)}>
                {lead.occupation}
              </span>
              <PhoneLink lead={lead} />
              <span className="block">
                <MemberLink lead={lead} />
              </span>
            </th>
            <td className="max-w-72 break-words px-3 py-3 text-[15px] text-gray-900">
              <LeadSource lead={lead} />
            </td>
            <td className="px-3 py-3">
              <LeadEditor key={editorKey(lead)} lead={lead} layout="row" />
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}

function LeadCards({ leads }: { leads: Lead[] }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  return (
    <ul className="space-y-3">
      {leads.map((lead) => (
        <li key={lead.id} data-testid="lead" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-[17px] font-semibold text-gray-900" lang={textLanguage(lead.name, language)}>
                {lead.name}
              </p>
              <p className="text-[15px] text-gray-700" lang={textLanguage(lead.occupation, language)}>
                {lead.occupation}
              </p>
            </div>
            <Badge tone={LEAD_STATUS_TONE[lead.status]}>{t(`enums:leadStatus.${lead.status}`)}</Badge>
          </div>
          <PhoneLink lead={lead} />
          <p className="break-words text-[15px] text-gray-900">
            <LeadSource lead={lead} />
          </p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-sm text-gray-700">
            <MemberLink lead={lead} />
            <span>{formatDateTime(lead.createdAt, language)}</span>
          </div>
          <LeadEditor key={editorKey(lead)} lead={lead} layout="card" />
        </li>
      ))}
    </ul>
  );
}

/** The leads of one page, newest first. */
export function LeadList({ leads }: { leads: Lead[] }) {
  const wide = useWideScreen();
  return wide ? <LeadsTable leads={leads} /> : <LeadCards leads={leads} />;
}
