import { mobileSchema } from '@ghorbari/contracts';
import { Building, Clock, EyeOff, Handshake, Key, PencilLine, ShieldCheck, Tag } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { accountContact } from '../../domain/accounts/account-contact.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddressText } from '../../domain/accounts/address-text.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { PostAdButton } from '../../domain/posts/post-ad-button.tsx';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { ProvePhoneDialog } from '../../domain/accounts/phone-proof/prove-phone-dialog.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session/session.tsx';
import { contentFor } from '../../lib/content-twin.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useMyInterests, type MyInterest } from './api/get-my-interests.ts';
import { InfoRow, Panel } from './user-page-parts.tsx';
import { AddEmailButton, AddEmailDialog } from './add-email-dialog.tsx';
import { MemberPageHeader } from '../../components/member-page.tsx';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';

// A post waiting for support's approval is counted as waiting, not hidden (issue 64): hidden is a
// rejected post, the only kind visitors cannot see.
const COUNTS = [
  { key: 'listing', Icon: Building },
  { key: 'sell', Icon: Tag },
  { key: 'rent', Icon: Key },
  { key: 'pending', Icon: Clock },
  { key: 'hidden', Icon: EyeOff },
] as const;

/** Where one interest went: an offer's page, or the general form's division and place. */
function InterestTarget({ interest }: { interest: MyInterest }) {
  const { t } = useTranslation(['account', 'enums']);
  const language = useLanguage();
  if (interest.offer) {
    // The offer's English title for an English reader, when staff gave one (ADR 039).
    const title = contentFor(interest.offer.title, interest.offer.titleEn, language);
    return (
      <Link
        to={href.groupDetails(interest.offer.PostID)}
        className="font-semibold text-brand-800 underline underline-offset-2"
        lang={title.lang}
      >
        {title.text}
      </Link>
    );
  }
  const division = interest.division ? t(`enums:division.${interest.division}`, { defaultValue: '' }) : '';
  const place = [division, interest.location ?? ''].filter(Boolean).join(', ');
  return (
    <span className="font-semibold text-gray-900">
      {t('profile.interests.general')}: <span lang={textLanguage(place, language)}>{place}</span>
    </span>
  );
}

/** The member's interest in group building (issue 15), newest first; nothing when there is none. */
function MyInterestsSection() {
  const { t } = useTranslation(['account', 'enums']);
  const language = useLanguage();
  const interests = useMyInterests();
  if (!interests.data?.length) return null;
  return (
    <Panel id="my-interests" title={t('profile.interests.title')}>
      <p className="-mt-2 mb-2 text-[15px] text-gray-700">{t('profile.interests.intro')}</p>
      <ul>
        {interests.data.map((interest) => (
          <li
            key={interest.id}
            data-testid="my-interest"
            className="flex flex-wrap items-start gap-x-3 gap-y-1 border-b border-gray-100 py-3 last:border-0"
          >
            <Handshake aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <p className="break-words text-[16px]">
                <InterestTarget interest={interest} />
              </p>
              <p className="text-sm text-gray-700">
                {t('profile.interests.sent', { date: formatDate(interest.createdAt, language) })}
              </p>
            </div>
            <span
              className={cn(
                'rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold',
                'text-brand-900 ring-1 ring-inset ring-brand-100',
              )}
            >
              {t(`enums:leadStatus.${interest.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * The member's number, and "Number verified" beside it once an SMS code proved it (issue 40);
 * an unproven mobile number offers to prove it there and then (a landline cannot get the SMS).
 */
function PhoneNumber({ phone, verified }: { phone: string; verified: boolean }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  // Once proven, the button is gone: the focus goes to the number, now with its badge.
  const row = useRef<HTMLSpanElement>(null);
  const afterProof = useRef<HTMLElement | null>(null);
  const provable = !verified && mobileSchema.safeParse(phone).success;
  return (
    <span ref={row} tabIndex={-1} className="inline-flex flex-wrap items-center gap-x-3 gap-y-2 outline-none">
      {formatDigits(phone, language)}
      <PhoneProofBadge verified={verified} />
      {provable ? (
        <button
          type="button"
          onClick={() => {
            afterProof.current = null;
            setOpen(true);
          }}
          className={cn(outlineButton, 'min-h-10 px-3 text-[15px]')}
        >
          <ShieldCheck aria-hidden size={18} />
          {t('profile.verifyPhone')}
        </button>
      ) : null}
      <ProvePhoneDialog
        open={open}
        onClose={() => setOpen(false)}
        purpose="account"
        phone={phone}
        returnFocus={afterProof}
        onProven={() => (afterProof.current = row.current)}
      />
    </span>
  );
}

/**
 * The account's email; an account made with a mobile number has none and may add one here,
 * proven by a mailed code (issue 40). The dialog stays mounted as the button goes, so it can close.
 */
function AccountEmail({ email }: { email: string | null }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  // Once added, the button is gone: the focus goes to the row, now showing the email.
  const row = useRef<HTMLSpanElement>(null);
  const afterAdd = useRef<HTMLElement | null>(null);
  return (
    <span ref={row} tabIndex={-1} className="inline-flex flex-wrap items-center gap-x-3 gap-y-2 outline-none">
      {email === null ? (
        <span className="text-gray-500">{t('profile.notProvided')}</span>
      ) : (
        // A flex item may shrink to the row, and the address break anywhere within it (issue 64).
        <span className="min-w-0 wrap-anywhere">{email}</span>
      )}
      {email === null ? (
        <AddEmailButton
          onClick={() => {
            afterAdd.current = null;
            setOpen(true);
          }}
        />
      ) : null}
      <AddEmailDialog
        open={open}
        onClose={() => setOpen(false)}
        returnFocus={afterAdd}
        onAdded={() => (afterAdd.current = row.current)}
      />
    </span>
  );
}

/** /user/profile (spec §2): basic and additional information and the post counts. */
export function ProfileDashboardPage() {
  const { t } = useTranslation(['account', 'enums']);
  const language = useLanguage();
  useDocumentTitle(t('profile.metaTitle'));
  const { user } = useSession();
  if (!user) return null; // the layout shows nothing else until the session is known

  const missing = <span className="text-gray-500">{t('profile.notProvided')}</span>;
  return (
    <>
      <MemberPageHeader
        title={t('profile.title')}
        actions={
          <div className="flex flex-wrap gap-2">
            <PostAdButton />
            <Link to={paths.userProfileEdit} className={outlineButton}>
              <PencilLine aria-hidden size={18} />
              {t('nav.profileEdit')}
            </Link>
          </div>
        }
      />
      <div className="space-y-5">
        <div className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <Avatar name={user.name} src={user.proPic} size="lg" />
          <div className="min-w-0">
            <p className="text-xl font-semibold text-gray-900" lang={textLanguage(user.name, language)}>
              {user.name}
            </p>
            {/* A long email may break anywhere to stay in the card (issue 64): the line is the address alone. */}
            <p className="text-[15px] text-gray-700 wrap-anywhere">{accountContact(user, language)}</p>
            <p className="mt-1 text-sm text-gray-600">
              {t('profile.memberSince', { date: formatDate(user.joinDate, language) })}
            </p>
          </div>
        </div>

        <section aria-labelledby="post-counts">
          <h2 id="post-counts" className="sr-only">
            {t('profile.postsTitle')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {COUNTS.map(({ key, Icon }) => (
              <li
                key={key}
                // Five in two columns on a phone: the last one takes the whole row.
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 max-sm:last:col-span-2"
                data-testid={`count-${key}`}
              >
                <Icon aria-hidden size={20} className="text-brand-700" />
                <p className="mt-2 text-2xl font-semibold text-gray-900">{formatNumber(user.counts[key], language)}</p>
                <p className="text-sm text-gray-700">{t(`profile.counts.${key}`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <Panel id="basic-info" title={t('profile.basicTitle')}>
          <dl>
            <InfoRow label={t('fields.name')}>
              <span lang={textLanguage(user.name, language)}>{user.name}</span>
            </InfoRow>
            <InfoRow label={t('fields.email')}>
              <AccountEmail email={user.email} />
            </InfoRow>
            <InfoRow label={t('fields.phone')}>
              {user.phone ? <PhoneNumber phone={user.phone} verified={user.phoneVerified} /> : missing}
            </InfoRow>
            <InfoRow label={t('fields.gender')}>{user.gender ? t(`enums:gender.${user.gender}`) : missing}</InfoRow>
            <InfoRow label={t('fields.birthDate')}>
              {user.birthDate ? formatDate(user.birthDate, language) : missing}
            </InfoRow>
            <InfoRow label={t('profile.joinDate')}>{formatDate(user.joinDate, language)}</InfoRow>
          </dl>
        </Panel>

        <Panel id="additional-info" title={t('profile.additionalTitle')}>
          <dl>
            <InfoRow label={t('fields.occupation')}>
              {user.occupation ? (
                <span lang={textLanguage(user.occupation, language)}>{user.occupation}</span>
              ) : (
                missing
              )}
            </InfoRow>
            <InfoRow label={t('fields.address')}>
              {user.address ? <AddressText address={user.address} /> : missing}
            </InfoRow>
            <InfoRow label={t('fields.bio')}>
              {user.bio ? (
                <span className="whitespace-pre-line" lang={textLanguage(user.bio, language)}>
                  {user.bio}
                </span>
              ) : (
                <span className="text-gray-600">{t('profile.bioNotProvided')}</span>
              )}
            </InfoRow>
          </dl>
        </Panel>

        <MyInterestsSection />
      </div>
    </>
  );
}
