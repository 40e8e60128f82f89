import type { SavedPost } from '@ghorbari/contracts';
import { Bath, BedDouble, CarFront, DoorOpen, Ruler, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { CompareButton } from '../../domain/compare/compare-button.tsx';
import { PhotoCountBadge } from '../../components/photo-count-badge.tsx';
import { formatNumber } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { CardPlace } from '../../components/card-parts.tsx';
import { cn } from '../../lib/class-names.ts';
import { SavedFirmFacts } from './saved-firm-facts.tsx';
import { SavedGroupFacts } from './saved-group-facts.tsx';
import { SavedPrice } from './saved-price.tsx';

/** Where a saved item's details live (spec §2, detail routes). */
export function detailsHref(type: SavedPost['type'], postId: string): string {
  if (type === 'sell') return href.buySellDetails(postId);
  if (type === 'rent') return href.rentDetails(postId);
  if (type === 'group') return href.groupDetails(postId);
  return href.interiorDetails(postId);
}

/** A saved post: its photo and title link to the details; a button removes it from the list. */
export function SavedPostCard({
  post,
  onRemove,
  removing,
}: {
  post: SavedPost;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const place = shortPlace(
    useLocationNames(
      { division: post.division ?? '', district: post.district ?? '', subDistrict: post.subDistrict ?? '' },
      language,
    ),
  );
  // Staff-written offers may carry English twins (ADR 039); the rest is shown as written.
  const title = contentFor(post.postTitle, post.postTitleEn, language);
  const details = contentFor(post.postDetails, post.postDetailsEn, language);
  const facts = [
    post.bedroom !== null
      ? { Icon: BedDouble, text: t('saved.bedrooms', { count: post.bedroom, n: formatNumber(post.bedroom, language) }) }
      : null,
    post.bathroom !== null
      ? { Icon: Bath, text: t('saved.bathrooms', { count: post.bathroom, n: formatNumber(post.bathroom, language) }) }
      : null,
    post.rooms !== null
      ? { Icon: DoorOpen, text: t('saved.rooms', { count: post.rooms, n: formatNumber(post.rooms, language) }) }
      : null,
    post.garages
      ? { Icon: CarFront, text: t('saved.garages', { count: post.garages, n: formatNumber(post.garages, language) }) }
      : null,
    // A group offer's size is its smallest flat: said in its own facts, with "from".
    post.size !== null && post.type !== 'group'
      ? { Icon: Ruler, text: t('saved.size', { n: formatNumber(post.size, language) }) }
      : null,
  ].filter((fact) => fact !== null);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <Link to={detailsHref(post.type, post.postId)} className="group block focus-visible:outline-offset-[-2px]">
        <div className="relative aspect-[4/3] bg-gray-100">
          {post.imageUrl ? (
            <img src={post.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : null}
          <span className="absolute left-2 top-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t(`enums:listingPurpose.${post.type}`)}
          </span>
          {post.closedAt ? (
            <span
              className={cn(
                'absolute right-2 top-2 rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white',
                'ring-1 ring-white/60',
              )}
            >
              {t(post.type === 'sell' ? 'saved.closedSell' : 'saved.closedRent')}
            </span>
          ) : null}
          <PhotoCountBadge count={post.totalImages} />
        </div>
        <div className="p-4 pb-2">
          <h3
            className="line-clamp-2 font-semibold text-gray-900 group-hover:text-brand-800 group-hover:underline"
            lang={title.lang}
          >
            {title.text}
          </h3>
          {details.text ? (
            <p className="mt-1 line-clamp-2 text-sm text-gray-700" lang={details.lang}>
              {details.text}
            </p>
          ) : null}
          {post.price !== null && post.priceUnits !== null ? (
            <SavedPrice
              price={post.price}
              previousPrice={post.previousPrice}
              unit={post.priceUnits}
              language={language}
              closed={post.closedAt !== null}
            />
          ) : null}
          {place ? <CardPlace place={place} /> : null}
          {post.type === 'interior' ? <SavedFirmFacts post={post} /> : null}
          {post.type === 'group' ? <SavedGroupFacts post={post} /> : null}
        </div>
      </Link>
      <div className="mt-auto flex items-center justify-between gap-2 px-4 pb-3">
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700">
          {facts.map(({ Icon, text }, index) => (
            <li key={text} className="inline-flex items-center gap-1">
              <Icon aria-hidden size={15} />
              {text}
              {/* Icons part the facts on screen; read aloud or copied they say "৩ বেডরুম, ২ বাথরুম". */}
              {index < facts.length - 1 ? <span className="sr-only">, </span> : null}
            </li>
          ))}
        </ul>
        <button
          type="button"
          disabled={removing}
          onClick={onRemove}
          aria-label={t('saved.remove', { title: post.postTitle })}
          className={cn(
            'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md',
            'text-red-700 hover:bg-red-50 disabled:opacity-50',
          )}
        >
          <Trash2 aria-hidden size={18} />
        </button>
      </div>
      {/* Side by side with others of its kind (issue 44); a sold or rented post is past comparing. */}
      {post.closedAt ? null : <CompareButton kind={post.type} id={post.postId} className="px-4 pb-4" />}
    </article>
  );
}
