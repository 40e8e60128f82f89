import { type Language, monthOf, moveInOf, type PostCard as PostCardData } from '@ghorbari/contracts';
import { formatMonth } from '../../lib/months.ts';
import { useNow } from '../../lib/use-now.ts';
import { Bath, BedDouble, CalendarCheck, CircleHelp, Clock, LandPlot, MapPin, Ruler, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLanguage } from '../../lib/text-language.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { CardFrame, CardLink, CardPhoto } from '../../components/card-parts.tsx';
import { CompareIsland } from '../compare/compare-island.tsx';
import { PriceText } from './price-text.tsx';
import { cn } from '../../lib/class-names.ts';

/** What a card needs; saved-post and my-post lists can map their own rows onto it. */
export type PostCardInfo = Pick<
  PostCardData,
  | 'type'
  | 'postTitle'
  | 'firstImageUrl'
  | 'price'
  | 'priceUnits'
  | 'size'
  | 'landSize'
  | 'landUnits'
  | 'location'
  | 'bedrooms'
  | 'bathrooms'
  | 'paid'
  | 'postDate'
> &
  Partial<Pick<PostCardData, 'availability' | 'availableFrom'>>;

interface PostCardProps {
  post: PostCardInfo;
  /** Where the card leads (the post's detail page). */
  to: string;
  language: Language;
  headingLevel?: 2 | 3;
  /** Extra controls under the card's body (a save or an options button, for example). */
  actions?: ReactNode;
  /** Router state handed to the post's page (the listing it was opened from, for its back link). */
  linkState?: unknown;
  /** The post's id, where the card offers to put it in the compare tray (issue 44). */
  compareId?: string;
  /** A line under the place: why a near fit of a search is listed (issue 63). */
  note?: ReactNode;
}

/** The "featured" badge of a paid post. */
export function PaidBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('listings');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5',
        'text-sm font-semibold text-gray-900 shadow',
        className,
      )}
    >
      <Star aria-hidden size={14} fill="currentColor" />
      {t('card.paid')}
    </span>
  );
}

/** "Not confirmed" (issue 41): the owner has not said for too long that the home is still free. */
export function UnconfirmedBadge({ post }: { post: PostCardInfo }) {
  const { t } = useTranslation('listings');
  if (!post.availability?.unconfirmed) return null;
  return (
    <span
      data-testid="card-unconfirmed"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5',
        'text-sm font-semibold text-amber-900 ring-1 ring-amber-300',
      )}
    >
      <CircleHelp aria-hidden size={14} />
      {t('card.unconfirmed')}
    </span>
  );
}

/**
 * Floor area and land size (a house for sale has both, issue 41), bedrooms and bathrooms, each with
 * its icon; rooms read out in full.
 */
export function CardFacts({
  post,
  language,
  className = '',
}: {
  post: PostCardInfo;
  language: Language;
  className?: string;
}) {
  const { t } = useTranslation(['listings', 'enums']);
  const n = (value: number) => formatNumber(value, language);
  const size = post.size !== null ? t('card.sqft', { n: n(post.size) }) : null;
  const land =
    post.landSize !== null
      ? t('card.land', {
          n: n(post.landSize),
          unit: post.landUnits ? t(`enums:landUnit.${post.landUnits}`) : '',
        }).trim()
      : null;
  const now = useNow();
  // A rent post's move-in month (issue 41): "now" once it has come, else the month it starts.
  const from = post.type === 'rent' ? (post.availableFrom ?? null) : null;
  const moveIn =
    from === null
      ? null
      : moveInOf(from, monthOf(new Date(now))) === 'now'
        ? t('card.moveInNow')
        : t('card.moveInFrom', { month: formatMonth(from, language) });
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-[15px] text-gray-700', className)}>
      {size ? (
        <li className="inline-flex items-center gap-1.5">
          <Ruler aria-hidden size={17} className="text-gray-500" />
          {size}
        </li>
      ) : null}
      {land ? (
        <li className="inline-flex items-center gap-1.5">
          <LandPlot aria-hidden size={17} className="text-gray-500" />
          {land}
        </li>
      ) : null}
      {post.bedrooms !== null ? (
        <li className="inline-flex items-center gap-1.5">
          <BedDouble aria-hidden size={17} className="text-gray-500" />
          <span aria-hidden>{n(post.bedrooms)}</span>
          <span className="sr-only">{t('card.bedrooms', { count: post.bedrooms, n: n(post.bedrooms) })}</span>
        </li>
      ) : null}
      {post.bathrooms !== null ? (
        <li className="inline-flex items-center gap-1.5">
          <Bath aria-hidden size={17} className="text-gray-500" />
          <span aria-hidden>{n(post.bathrooms)}</span>
          <span className="sr-only">{t('card.bathrooms', { count: post.bathrooms, n: n(post.bathrooms) })}</span>
        </li>
      ) : null}
      {moveIn ? (
        <li className="inline-flex items-center gap-1.5" data-testid="card-move-in">
          <CalendarCheck aria-hidden size={17} className="text-gray-500" />
          {moveIn}
        </li>
      ) : null}
    </ul>
  );
}

/** A sell or rent post in a grid: photo, title, price, size, place, rooms and how new it is. */
export function PostCard({ post, to, language, headingLevel = 2, actions, linkState, compareId, note }: PostCardProps) {
  const ago = useTimeAgo();
  const place = shortPlace(useLocationNames(post.location, language));
  const titleLang = textLanguage(post.postTitle, language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardFrame>
      <div className="relative aspect-[4/3] bg-gray-100">
        <CardPhoto src={post.firstImageUrl} alt={post.postTitle} lang={titleLang} width={480} height={360} />
        {post.paid ? <PaidBadge className="absolute left-2 top-2" /> : null}
        {compareId ? (
          <CompareIsland
            kind={post.type}
            id={compareId}
            card={{ title: post.postTitle }}
            className="absolute right-2 top-2 z-10"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <PriceText
          price={post.price}
          unit={post.priceUnits}
          language={language}
          priceClassName="text-xl font-semibold text-brand-800"
        />
        <Heading className="text-[17px] font-semibold leading-snug text-gray-900" lang={titleLang}>
          <CardLink to={to} state={linkState}>
            {post.postTitle}
          </CardLink>
        </Heading>
        {place ? (
          <p className="flex items-start gap-1.5 text-[15px] text-gray-700">
            <MapPin aria-hidden size={17} className="mt-0.5 shrink-0 text-gray-500" />
            <span>{place}</span>
          </p>
        ) : null}
        {note}
        <CardFacts post={post} language={language} className="mt-auto pt-1" />
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-gray-600">
          <Clock aria-hidden size={15} />
          <time dateTime={post.postDate}>{ago(post.postDate)}</time>
          <UnconfirmedBadge post={post} />
        </p>
        {actions ? <div className="relative z-10 pt-1">{actions}</div> : null}
      </div>
    </CardFrame>
  );
}
