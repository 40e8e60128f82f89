import { House, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../lib/navigation/navigation.tsx';
import { cn } from '../lib/class-names.ts';

/**
 * The pieces the grid cards (posts, firms, group offers, articles) share, so a card reads and
 * behaves the same whatever it shows: one frame, one photo frame, one link that covers the card.
 */

/** The card's outer frame; the ring marks the card when its link has the focus. */
export function CardFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-xl bg-white',
        'shadow-sm ring-1 ring-gray-200 transition focus-within:ring-2',
        'focus-within:ring-brand-700 hover:shadow-md',
      )}
      data-testid={testId}
    >
      {children}
    </article>
  );
}

interface CardLinkProps {
  to: string;
  /** Router state handed to the page it opens (the list it was opened from, for its back link). */
  state?: unknown;
  lang?: string;
  children: ReactNode;
}

/** The card's title link, stretched over the whole card so that a tap anywhere on it opens it. */
export function CardLink({ to, state, lang, children }: CardLinkProps) {
  return (
    <Link
      to={to}
      state={state}
      lang={lang}
      // On a page of islands the link loads the page, without the router's state: the page it
      // opens learns the list from the referrer instead, sent for this link within the site only.
      referrerPolicy={state === undefined ? undefined : 'same-origin'}
      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
    >
      {children}
    </Link>
  );
}

interface CardPhotoProps {
  src: string | null;
  /** '' when the title beside it already names the photo. */
  alt: string;
  lang?: string;
  width: number;
  height: number;
  /** The drawing shown when there is no photo. */
  Icon?: LucideIcon;
  /** How the image fills its frame (a logo is shown whole, for example). */
  className?: string;
}

/** A card's photo filling its frame, loaded only near the screen; a drawing when it has none. */
export function CardPhoto({
  src,
  alt,
  lang,
  width,
  height,
  Icon = House,
  className = 'h-full w-full object-cover',
}: CardPhotoProps) {
  return src ? (
    <img
      src={src}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  ) : (
    <span className="flex h-full items-center justify-center text-gray-400">
      <Icon aria-hidden size={Math.round(width / 10)} />
    </span>
  );
}

/** One fact of a card (budget, place, land...) with its icon before it. */
export function CardFact({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-1.5">
      <Icon aria-hidden size={17} className="mt-0.5 shrink-0 text-gray-500" />
      <span>{children}</span>
    </li>
  );
}

/** Where a listed post is, under its title: a pin and the place, cut to one line where `truncate`. */
export function CardPlace({ place, truncate = false }: { place: string; truncate?: boolean }) {
  return (
    <p className={cn('flex items-start gap-1 text-sm text-gray-700', truncate ? 'truncate' : 'mt-1')}>
      <MapPin aria-hidden size={15} className="mt-0.5 shrink-0 text-gray-500" />
      <span className={truncate ? 'truncate' : undefined}>{place}</span>
    </p>
  );
}
