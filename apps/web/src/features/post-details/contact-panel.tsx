import type { PostDetail } from '@ghorbari/contracts';
import { Eye, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactProps } from './contact-links.ts';
import { Link } from 'react-router';
import { PriceText } from '../../components/price-text.tsx';
import { ReportListingButton } from '../../components/report-listing-button.tsx';
import { SaveButton } from '../../components/save-button.tsx';
import { href } from '../../config/paths.ts';
import { formatListingId, formatNumber, formatTaka, listingIdClass } from '../../lib/format.ts';
import { Avatar } from '../../components/avatar.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { KeyFacts } from './key-facts.tsx';
import { PhoneNumbers, type ShownPhone } from './phone-numbers.tsx';
import { ShareOptions } from './share-options.tsx';

// The owner's tools come only to the owner, after sign-in is known: never in a visitor's page.
const OwnerTools = lazy(() => import('./owner-tools.tsx'));

/** Whom the reader calls: the owner, or the agent or caretaker who posted it. */
const contactHeading = (listedBy: PostDetail['listedBy']) =>
  listedBy === 'agent' || listedBy === 'caretaker' ? `detail.contactBy.${listedBy}` : 'detail.contact';

/**
 * Price with the key facts under it, the call action (spec §1: buyers contact sellers by phone;
 * WhatsApp is the phone's own chat), save, share, owner. On phones the call bar also saves, so
 * the panel's save button is left to wider screens.
 */
export function ContactPanel({ post, savedId, language, phoneShown, onRevealPhone }: ContactProps) {
  const { t } = useTranslation('listings');
  const phones: ShownPhone[] = [{ phone: post.primaryPhone, verified: post.primaryPhoneVerified }];
  if (post.secondaryPhone) phones.push({ phone: post.secondaryPhone, verified: post.secondaryPhoneVerified });
  const ownerLang = textLanguage(post.postedBy.name, language);
  // A post marked rented or sold offers no number to call and nothing to share (issue 12).
  const open = post.closedAt === null;
  // The owner edits their post rather than reports it (issue 18), and has their own tools in
  // place of "call" and "save" (issue 31).
  const { user } = useSession();
  const mine = user !== null && user._id === post.postedBy._id;

  return (
    <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <div className="space-y-3">
        <div>
          <PriceText
            price={post.price}
            unit={post.priceUnits}
            language={language}
            priceClassName="text-3xl font-semibold text-brand-800"
          />
          {post.previousPrice !== null && post.previousPrice !== post.price ? (
            <p className="mt-1 text-[15px] text-gray-600">
              <span className="sr-only">{t('detail.previousPrice')}: </span>
              <s>{formatTaka(post.previousPrice, language)}</s>
            </p>
          ) : null}
        </div>
        <KeyFacts post={post} language={language} />
      </div>

      {mine ? (
        <Suspense fallback={null}>
          <OwnerTools post={post} />
        </Suspense>
      ) : null}
      {open ? (
        <>
          {mine ? null : (
            <section aria-labelledby="post-contact-title" className="border-t border-gray-100 pt-4">
              <h2 id="post-contact-title" className="text-lg font-semibold text-gray-900">
                {t(contactHeading(post.listedBy))}
              </h2>
              <p className="mt-1 text-sm text-gray-700">
                {t(post.type === 'rent' ? 'detail.contactNoteRent' : 'detail.contactNoteSell')}
              </p>
              <PhoneNumbers phones={phones} shown={phoneShown} onReveal={onRevealPhone} language={language} />
              <SaveButton
                type={post.type}
                postId={post.PostID}
                savedId={savedId}
                className="mt-3 w-full max-md:hidden"
              />
            </section>
          )}

          <div className="border-t border-gray-100 pt-4">
            <ShareOptions post={post} />
          </div>
        </>
      ) : null}

      <div className="border-t border-gray-100 pt-4">
        <p className="text-sm font-semibold text-gray-600">{t('detail.postedBy')}</p>
        <Link
          to={href.profileDetails(post.postedBy._id)}
          className="mt-2 flex items-center gap-3 rounded-md text-brand-800 hover:underline"
        >
          <Avatar name={post.postedBy.name} src={post.postedBy.proPic} />
          <span className="font-semibold" lang={ownerLang}>
            {post.postedBy.name}
          </span>
        </Link>
        {post.listedBy ? (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
            <UserRound aria-hidden size={16} className="shrink-0 text-brand-700" />
            {t(`detail.listedBy.${post.listedBy}`)}
          </p>
        ) : null}
      </div>

      <ul className="space-y-1 border-t border-gray-100 pt-4 text-sm text-gray-600">
        <li>{t('detail.postedOn', { date: formatDate(post.postDate, language) })}</li>
        {post.lastUpdated !== post.postDate ? (
          <li>{t('detail.updatedOn', { date: formatDate(post.lastUpdated, language) })}</li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <Eye aria-hidden size={16} />
          {t('detail.views', { count: post.viewCount, n: formatNumber(post.viewCount, language) })}
        </li>
        <li>
          {t('detail.postId')}:{' '}
          <span translate="no" className={listingIdClass(language)}>
            {formatListingId(post.PostID, language)}
          </span>
        </li>
      </ul>
      {mine ? null : (
        <div className="-mt-2 border-t border-gray-100 pt-2">
          <ReportListingButton listing={{ kind: 'post', listingId: post.PostID, title: post.postTitle }} />
        </div>
      )}
    </div>
  );
}
