import type { ModerationPost, PhoneSignal, RejectionReason } from '@ghorbari/contracts';
import { AlertTriangle, ShieldCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatDigits, formatListingId, formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, buttonClass, Section } from './admin-ui.tsx';
import { STATUS_TONE } from './poster-panel.tsx';

const LINK = 'font-semibold text-brand-800 underline underline-offset-2';

type Signals = ModerationPost['signals'];

/** Another account: its name (a link to it: support and admins may open accounts, ADR 053) and its standing. */
function Account({ account, linkAccounts }: { account: PhoneSignal['accounts'][number]; linkAccounts: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const lang = textLanguage(account.name, language);
  return (
    <>
      {linkAccounts ? (
        <Link to={href.adminUser(account._id)} lang={lang} className={cn('inline-flex min-h-11 items-center', LINK)}>
          {account.name}
        </Link>
      ) : (
        <span lang={lang}>{account.name}</span>
      )}
      <Badge tone={STATUS_TONE[account.status]}>{t(`status.${account.status}`)}</Badge>
    </>
  );
}

/** Each photo of this post beside the other account's photo it looks like, with that post and its owner. */
function PhotoMatches({ photos, linkAccounts }: { photos: Signals['photos']; linkAccounts: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const posts = new Set(photos.map((match) => match.post.PostID)).size;
  return (
    <div>
      <p className="flex gap-1.5 text-[15px] font-semibold text-red-800">
        <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0" />
        {t('signals.photosShared', { count: posts, n: formatNumber(posts, language) })}
      </p>
      <ul className="mt-2 space-y-3">
        {photos.map(({ mine, theirs, post }) => (
          <li key={`${mine} ${theirs}`} className="rounded-lg p-2 ring-1 ring-gray-200">
            <div className="grid grid-cols-2 gap-2">
              <img
                src={mine}
                alt={t('signals.thisPhoto')}
                loading="lazy"
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <img
                src={theirs}
                alt={t('signals.theirPhoto', { postId: formatListingId(post.PostID, language) })}
                loading="lazy"
                className="aspect-[4/3] w-full rounded object-cover"
              />
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-gray-800">
              <Link to={href.adminPost(post.PostID)} className={cn('inline-flex min-h-11 items-center', LINK)}>
                <ListingId id={post.PostID} language={language} />
              </Link>
              <span lang={textLanguage(post.postTitle, language)} className="min-w-0 truncate">
                {post.postTitle}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Account account={post.owner} linkAccounts={linkAccounts} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Numbers that other accounts' posts carry, each with those accounts and their standing. */
function SharedPhones({ phones, linkAccounts }: { phones: Signals['phones']; linkAccounts: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ul className="space-y-3">
      {phones.map(({ phone, accounts, flagged }) => (
        <li key={phone}>
          <p className={`flex gap-1.5 text-[15px] ${flagged ? 'font-semibold text-red-800' : 'text-gray-800'}`}>
            {flagged ? <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0" /> : null}
            <span>
              {t('signals.phoneShared', {
                count: accounts.length,
                n: formatNumber(accounts.length, language),
                phone: formatDigits(phone, language),
              })}
            </span>
          </p>
          <ul className="mt-1 space-y-1 ps-6">
            {accounts.map((account) => (
              <li key={account._id} className="flex flex-wrap items-center gap-2 text-[15px]">
                <Account account={account} linkAccounts={linkAccounts} />
              </li>
            ))}
          </ul>
          {accounts.some((account) => account.status === 'Disabled') ? (
            <p className="mt-1 text-sm text-red-800">{t('signals.phoneDisabled')}</p>
          ) : flagged ? (
            <p className="mt-1 text-sm text-gray-700">{t('signals.phoneMany')}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Signs of fraud on the post under review (issue 18): photos that look like another account's
 * post's, and contact numbers also on other accounts' posts, with those posts and accounts. Support
 * weighs them — they decide nothing by themselves — and, on a pending post, can reject it for them
 * in one step: the rejection opens with the reason and a note for the poster already written.
 */
export function PostSignalsPanel({
  signals,
  linkAccounts,
  onReject,
}: {
  signals: Signals;
  linkAccounts: boolean;
  onReject?: ((preset: { reason: RejectionReason; note: string }) => void) | undefined;
}) {
  const { t } = useTranslation('admin');
  const flaggedPhone = signals.phones.some((phone) => phone.flagged);
  const sharedPhones = signals.phones.filter((phone) => phone.accounts.length > 0);
  const warning = signals.photos.length > 0 || flaggedPhone;
  const note = [
    ...(signals.photos.length > 0 ? [t('signals.rejectNotePhotos')] : []),
    ...(flaggedPhone ? [t('signals.rejectNotePhone')] : []),
  ].join(' ');
  return (
    <Section id="review-signals" title={t('signals.title')} tone={warning ? 'danger' : 'default'}>
      <div className="space-y-4">
        {signals.photos.length > 0 ? <PhotoMatches photos={signals.photos} linkAccounts={linkAccounts} /> : null}
        {sharedPhones.length > 0 ? (
          <SharedPhones phones={sharedPhones} linkAccounts={linkAccounts} />
        ) : (
          <p className="flex items-center gap-1.5 text-[15px] text-gray-800">
            <ShieldCheck aria-hidden size={18} className="shrink-0 text-brand-700" />
            {t('signals.phoneClear')}
          </p>
        )}
        {warning && onReject ? (
          <button
            type="button"
            className={cn(buttonClass.dangerOutline, 'w-full')}
            onClick={() => onReject({ reason: 'untrue-information', note })}
          >
            <X aria-hidden size={18} />
            {t('signals.rejectAction')}
          </button>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * On an account's page (issue 18): the numbers of its posts that other accounts' posts carry too,
 * with those accounts — one person behind several "owners", or a disabled account back.
 */
export function AccountPhoneSignals({ phones }: { phones: PhoneSignal[] }) {
  const { t } = useTranslation('admin');
  const shared = phones.filter((phone) => phone.accounts.length > 0);
  const flagged = shared.some((phone) => phone.flagged);
  return (
    <Section id="user-signals" title={t('signals.title')} tone={flagged ? 'danger' : 'default'}>
      {shared.length > 0 ? (
        <SharedPhones phones={shared} linkAccounts />
      ) : (
        <p className="flex items-center gap-1.5 text-[15px] text-gray-800">
          <ShieldCheck aria-hidden size={18} className="shrink-0 text-brand-700" />
          {t('signals.accountPhonesClear')}
        </p>
      )}
    </Section>
  );
}
