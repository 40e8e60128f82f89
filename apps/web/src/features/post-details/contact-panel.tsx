import type { Language, PostDetail } from '@ghorbari/contracts';
import { Eye, Phone, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceText } from '../../components/price-text.tsx';
import { SaveButton } from '../../components/save-button.tsx';
import { href } from '../../config/paths.ts';
import { formatDigits, formatNumber, formatTaka } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { Avatar } from '../../components/avatar.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { cn } from '../../lib/class-names.ts';

/** Share through the phone's own sheet when there is one, else copy the link. */
async function share(title: string, t: (key: string) => string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        void showToast('error', t('detail.shareFailed'));
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    void showToast('success', t('detail.linkCopied'));
  } catch {
    void showToast('error', t('detail.shareFailed'));
  }
}

/** Price, the call action (spec §1: buyers contact sellers by phone only), save, share, owner. */
export function ContactPanel({
  post,
  savedId,
  language,
}: {
  post: PostDetail;
  savedId: string | null;
  language: Language;
}) {
  const { t } = useTranslation('listings');
  const [phoneShown, setPhoneShown] = useState(false);
  const phones = [post.primaryPhone, post.secondaryPhone].filter((phone): phone is string => Boolean(phone));
  const ownerLang = textLanguage(post.postedBy.name, language);

  return (
    <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
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

      <section aria-labelledby="post-contact-title">
        <h2 id="post-contact-title" className="text-lg font-semibold text-gray-900">
          {t('detail.contact')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('detail.contactNote')}</p>
        {phoneShown ? (
          <ul className="mt-3 space-y-2" aria-live="polite">
            {phones.map((phone) => (
              <li key={phone}>
                <a
                  href={`tel:${phone}`}
                  className={cn(
                    'flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700',
                    'px-4 text-lg font-semibold text-white hover:bg-brand-800',
                  )}
                >
                  <Phone aria-hidden size={20} />
                  {formatDigits(phone, language)}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <button
            type="button"
            onClick={() => setPhoneShown(true)}
            className={cn(
              'mt-3 flex h-12 w-full items-center justify-center gap-2 rounded-md',
              'bg-brand-700 px-4 text-lg font-semibold text-white hover:bg-brand-800',
            )}
          >
            <Phone aria-hidden size={20} />
            {t('detail.showPhone')}
          </button>
        )}
      </section>

      <div className="grid grid-cols-2 gap-3">
        <SaveButton type={post.type} postId={post.PostID} savedId={savedId} />
        <button
          type="button"
          onClick={() => void share(post.postTitle, t)}
          className={cn(
            'inline-flex h-11 items-center justify-center gap-2 rounded-md border',
            'border-gray-300 bg-white px-4 font-semibold text-gray-800',
            'hover:border-brand-700 hover:text-brand-800',
          )}
        >
          <Share2 aria-hidden size={20} />
          {t('detail.share')}
        </button>
      </div>

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
          <span lang="en" translate="no" className="font-mono">
            {post.PostID}
          </span>
        </li>
      </ul>
    </div>
  );
}
