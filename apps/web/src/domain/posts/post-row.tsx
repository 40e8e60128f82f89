import type { Language } from '@ghorbari/contracts';
import type { ReactNode } from 'react';
import { textLanguage } from '../../lib/text-language.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { CardLink, CardPhoto, CardPlace } from '../../components/card-parts.tsx';
import { CardFacts, PaidBadge, UnconfirmedBadge, type PostCardInfo } from './post-card.tsx';
import { CompareIsland } from '../compare/compare-island.tsx';
import { PriceText } from './price-text.tsx';
import { cn } from '../../lib/class-names.ts';

interface PostRowProps {
  post: PostCardInfo;
  to: string;
  language: Language;
  linkState?: unknown;
  /** The post's id, where the row offers to put it in the compare tray (issue 44). */
  compareId?: string;
  /** A line under the place: why a near fit of a search is listed (issue 63). */
  note?: ReactNode;
}

/**
 * A post as one compact row, photo at the left, as Bangladeshi portals list them: a phone shows
 * five or six of these on a screen instead of one tall card.
 */
export function PostRow({ post, to, language, linkState, compareId, note }: PostRowProps) {
  const ago = useTimeAgo();
  const place = shortPlace(useLocationNames(post.location, language));
  const titleLang = textLanguage(post.postTitle, language);
  return (
    <article
      className={cn(
        'relative flex gap-3 rounded-xl bg-white p-2.5 shadow-sm ring-1 ring-gray-200',
        'transition focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md',
      )}
    >
      <div className="relative h-[104px] w-[116px] shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:h-32 sm:w-44">
        <CardPhoto src={post.firstImageUrl} alt="" width={176} height={128} />
        {compareId ? (
          <CompareIsland
            kind={post.type}
            id={compareId}
            card={{ title: post.postTitle, iconOnly: true }}
            className="absolute bottom-1.5 left-1.5 z-10"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="line-clamp-2 text-[16px] font-semibold leading-snug text-gray-900" lang={titleLang}>
          <CardLink to={to} state={linkState}>
            {post.postTitle}
          </CardLink>
        </h2>
        <PriceText
          price={post.price}
          unit={post.priceUnits}
          language={language}
          priceClassName="text-[17px] font-semibold text-brand-800"
          className="leading-tight"
        />
        {place ? <CardPlace place={place} truncate /> : null}
        {note}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <CardFacts post={post} language={language} className="gap-x-3 text-sm" />
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
            <time dateTime={post.postDate}>{ago(post.postDate)}</time>
            <UnconfirmedBadge post={post} />
          </p>
        </div>
        {post.paid ? <PaidBadge className="absolute left-3.5 top-3.5 px-2 text-xs" /> : null}
      </div>
    </article>
  );
}
