import { CalendarDays, Mail, MapPin, Phone, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { formatDigits } from '../../lib/format.ts';
import { useHttpStatus } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddressText } from '../../domain/accounts/address-text.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { NoticeActions, NoticeBody, NoticePage } from '../../components/notice.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { noticePrimary, noticeSecondary } from '../../lib/button-styles.ts';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isMemberId, isNotFound, usePublicProfile } from './api/get-public-profile.ts';
import { cn } from '../../lib/class-names.ts';

/** One dt/dd pair; a list group may hold nothing else, so the icon goes inside the term. */
function Detail({ Icon, label, children }: { Icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="flex items-start gap-3 text-sm font-semibold text-gray-600">
        <Icon aria-hidden size={20} className="shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="min-w-0 break-words pl-8 text-[16px] text-gray-900">{children}</dd>
    </div>
  );
}

function Message({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  const { t } = useTranslation('account');
  return (
    <NoticePage testId="profile-not-found">
      <NoticeBody icon={UserX} tone="gray" title={title} text={text}>
        <NoticeActions>
          {retry ? (
            <button type="button" onClick={retry} className={noticePrimary}>
              {t('retry')}
            </button>
          ) : null}
          <Link to={paths.home} className={noticeSecondary}>
            {t('publicProfile.home')}
          </Link>
        </NoticeActions>
      </NoticeBody>
    </NoticePage>
  );
}

/** /ProfileDetails/{id} (spec §2, §3): a member as others see them; private fields only when allowed. */
export function PublicProfilePage() {
  const { t } = useTranslation(['account', 'enums']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const profile = usePublicProfile(id);
  useDocumentTitle(profile.data?.name ?? t('publicProfile.metaTitle'));
  const missing = !isMemberId(id) || (profile.isError && isNotFound(profile.error));
  useHttpStatus(missing ? 404 : profile.isError ? 503 : 200);

  const notFound = <Message title={t('publicProfile.notFoundTitle')} text={t('publicProfile.notFoundText')} />;
  if (!isMemberId(id)) return notFound;
  if (profile.isPending) return <DetailSkeleton />;
  if (profile.isError) {
    return isNotFound(profile.error) ? (
      notFound
    ) : (
      <Message
        title={t('publicProfile.metaTitle')}
        text={t('publicProfile.loadError')}
        retry={() => void profile.refetch()}
      />
    );
  }

  const member = profile.data;
  const nameLang = textLanguage(member.name, language);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div
        className={cn(
          'flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center',
          'shadow-sm ring-1 ring-gray-200 sm:flex-row sm:text-left',
        )}
      >
        <Avatar name={member.name} src={member.proPic} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl" lang={nameLang}>
            {member.name}
          </h1>
          {member.occupation ? (
            <p className="mt-1 text-[16px] text-gray-700" lang={textLanguage(member.occupation, language)}>
              {member.occupation}
            </p>
          ) : null}
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-gray-600">
            <CalendarDays aria-hidden size={16} />
            {t('publicProfile.memberSince', { date: formatDate(member.joinDate, language) })}
          </p>
        </div>
      </div>
      <div className="mt-5 grid gap-5 md:grid-cols-[3fr_2fr]">
        <SectionCard id="member-about" title={t('publicProfile.about')}>
          {member.bio ? (
            <p className="mt-3 whitespace-pre-line text-[16px] text-gray-800" lang={textLanguage(member.bio, language)}>
              {member.bio}
            </p>
          ) : (
            <p className="mt-3 text-[16px] text-gray-600">{t('publicProfile.bioNotProvided')}</p>
          )}
        </SectionCard>
        <SectionCard id="member-details" title={t('publicProfile.details')}>
          <dl className="mt-1 divide-y divide-gray-100">
            {member.email ? (
              <Detail Icon={Mail} label={t('fields.email')}>
                {/*
                  A long address wraps within its box, never pushing the page wider (issue 64): it may
                  break anywhere, the words around it only between words. (A <wbr> after the @ would
                  break it more kindly, but Chromium then reads the address out in pieces.)
                */}
                <a href={`mailto:${member.email}`} className="text-brand-800 wrap-anywhere hover:underline">
                  {member.email}
                </a>
              </Detail>
            ) : null}
            {member.phone ? (
              <Detail Icon={Phone} label={t('fields.phone')}>
                <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
                  <a href={`tel:${member.phone}`} className="text-brand-800 hover:underline">
                    {formatDigits(member.phone, language)}
                  </a>
                  {/* Proven by an SMS code (issue 40); an unproven one says nothing here. */}
                  <PhoneProofBadge verified={member.phoneVerified === true} />
                </span>
              </Detail>
            ) : null}
            {member.address ? (
              <Detail Icon={MapPin} label={t('fields.address')}>
                <AddressText address={member.address} />
              </Detail>
            ) : null}
            {member.birthDate ? (
              <Detail Icon={CalendarDays} label={t('fields.birthDate')}>
                {formatDate(member.birthDate, language)}
              </Detail>
            ) : null}
          </dl>
          {!member.email && !member.phone && !member.address && !member.birthDate ? (
            <p className="mt-3 text-[16px] text-gray-600">{t('publicProfile.nothingShared')}</p>
          ) : null}
        </SectionCard>
      </div>
    </div>
  );
}
