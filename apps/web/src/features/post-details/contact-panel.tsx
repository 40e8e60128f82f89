import type { Language, PostDetail } from '@ghorbari/contracts';
import { Eye, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation/navigation.tsx';
import { PriceText } from '../../domain/posts/price-text.tsx';
import { href } from '../../config/paths.ts';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { KeyFacts } from './key-facts.tsx';
import { island } from '../../islands/island.tsx';
import { PostContact } from './contact-section.tsx';
import { PostOwnerTools } from './owner-island.tsx';
import { PostReport } from './post-report.tsx';
import { PostShare } from './share-options.tsx';

// What a reader touches in the panel, each an island on the server's page (ADR 059).
const OwnerToolsIsland = island('post-owner', PostOwnerTools);
const ContactIsland = island('post-contact', PostContact);
const ShareIsland = island('post-share', PostShare);
const ReportIsland = island('post-report', PostReport);

/**
 * Price with the key facts under it, the call action (spec §1: buyers contact sellers by phone;
 * WhatsApp is the phone's own chat), save, share, owner. On phones the call bar also saves, so
 * the panel's save button is left to wider screens.
 *
 * The panel is the server's HTML on a post's page of islands (ADR 059); what a reader touches in
 * it is an island of its own, each knowing who reads (post-reader.ts): the numbers and save (not
 * for the owner), share, report (not for the owner), and the owner's tools in their place.
 */
export function ContactPanel({ post, language }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation('listings');
  const ownerLang = textLanguage(post.postedBy.name, language);
  // A post marked rented or sold offers no number to call and nothing to share (issue 12).
  const open = post.closedAt === null;
  const islandProps = { postId: post.PostID, type: post.type };

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

      <OwnerToolsIsland {...islandProps} />
      {open ? (
        <>
          <ContactIsland {...islandProps} />
          <div className="border-t border-gray-100 pt-4">
            <ShareIsland {...islandProps} />
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
          {t('detail.postId')}: <ListingId id={post.PostID} language={language} />
        </li>
      </ul>
      <ReportIsland {...islandProps} />
    </div>
  );
}
