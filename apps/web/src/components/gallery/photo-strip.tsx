import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode, type UIEvent } from 'react';
import { Link } from '../../lib/navigation/navigation.tsx';
import { cn } from '../../lib/class-names.ts';

/** One photo of a strip: its two sizes and what it shows. */
export interface StripPhoto {
  id: string;
  card: string;
  large: string;
  alt: string;
  /** The language of `alt` when it is not the page's. */
  lang?: string | undefined;
}

/** The photo a strip shows, and a way to move it (a thumbnail, the viewer closing, a new category). */
export function usePhotoStrip() {
  // The strip's element, kept by a callback ref: only handlers scroll it.
  const [element, setElement] = useState<HTMLUListElement | null>(null);
  const [index, setIndex] = useState(0);
  return {
    attach: setElement,
    index,
    goTo: (target: number, behavior: ScrollBehavior = 'auto') => {
      setIndex(target);
      element?.scrollTo({ left: target * element.clientWidth, behavior });
    },
    /** A swipe moves the strip by itself: the photo in view becomes the current one. */
    onScroll: (event: UIEvent<HTMLUListElement>) => {
      const element = event.currentTarget;
      const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      if (current !== index) setIndex(current);
    },
  };
}

export type PhotoStripState = ReturnType<typeof usePhotoStrip>;

interface PhotoStripProps {
  strip: PhotoStripState;
  photos: StripPhoto[];
  /** The photos' shape ("aspect-[4/3]"). */
  frame: string;
  /** Each photo's accessible name: "Open photo 2 of 5 full screen". */
  openLabel: (position: number) => string;
  /** A tap opens the viewer on the photo, or follows a link (a firm's photos open its gallery page). */
  onOpen?: (position: number) => void;
  linkTo?: (position: number) => string;
  /** Over the foot of a photo: its caption. */
  overlay?: (position: number) => ReactNode;
  /** "2 / 5" in a corner; left out for a single photo. */
  counter: string | null;
}

/**
 * Photos side by side in a strip that snaps photo by photo (a swipe on phones), the first loaded
 * at once and the rest on the way, with a counter in the corner: the top of a post's, a group
 * offer's and a design firm's page.
 */
export function PhotoStrip({
  strip: { attach, onScroll },
  photos,
  frame,
  openLabel,
  onOpen,
  linkTo,
  overlay,
  counter,
}: PhotoStripProps) {
  return (
    <div className="relative overflow-hidden rounded-xl bg-gray-900">
      <ul
        ref={attach}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onScroll={onScroll}
      >
        {photos.map((photo, position) => {
          const image = (
            <img
              src={photo.large}
              srcSet={`${photo.card} 480w, ${photo.large} 960w`}
              sizes="(min-width: 1024px) 60vw, 100vw"
              alt={photo.alt}
              lang={photo.lang}
              width={960}
              height={720}
              loading={position === 0 ? 'eager' : 'lazy'}
              // The first photo is the page's largest paint: without this its preload (React writes
              // one for it) is fetched at an image's low priority, after the font (issue 43).
              fetchPriority={position === 0 ? 'high' : undefined}
              decoding="async"
              className={cn(frame, 'w-full object-cover')}
            />
          );
          const opener = 'block w-full focus-visible:outline-offset-[-4px]';
          return (
            <li key={photo.id} className="relative w-full shrink-0 snap-center">
              {linkTo ? (
                <Link to={linkTo(position)} className={opener} aria-label={openLabel(position)}>
                  {image}
                </Link>
              ) : (
                <button
                  type="button"
                  className={opener}
                  aria-label={openLabel(position)}
                  onClick={() => onOpen?.(position)}
                >
                  {image}
                </button>
              )}
              {overlay?.(position)}
            </li>
          );
        })}
      </ul>
      {counter && photos.length > 1 ? (
        <p
          aria-hidden
          className={cn(
            'pointer-events-none absolute bottom-2 right-2 rounded-full bg-black/70',
            'px-3 py-0.5 text-sm text-white',
          )}
        >
          {counter}
        </p>
      ) : null}
    </div>
  );
}

/** In place of the photos when there are none: a picture of what the page is about. */
export function NoPhotos({ Icon, label, frame }: { Icon: LucideIcon; label: string; frame: string }) {
  return (
    <div className={cn('flex items-center justify-center rounded-xl bg-gray-100 text-gray-500', frame)}>
      <Icon aria-hidden size={56} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
