import type { Language } from '@ghorbari/contracts';
import type { LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { NoPhotos, PhotoStrip, usePhotoStrip, type StripPhoto } from './photo-strip.tsx';
import type { ViewerWords } from './photo-viewer.tsx';

// The full-screen viewer and its dialog code load on the first tap on a photo (issue 43).
const PhotoViewer = lazy(() => import('./photo-viewer.tsx').then((module) => ({ default: module.PhotoViewer })));

/** What a gallery says; `n` and `total` come in the reader's digits. */
interface GalleryWords {
  /** The section's name ("Photos"). */
  label: string;
  noPhoto: string;
  open: (n: string, total: string) => string;
  counter: (n: string, total: string) => string;
  /** A thumbnail's name ("Show photo 2"); with it, thumbnails under the strip from `md` up. */
  show?: (n: string) => string;
  /** The viewer's own words, where the list keeps its own. */
  viewer?: ViewerWords;
}

interface PhotoGalleryProps {
  photos: StripPhoto[];
  words: GalleryWords;
  language: Language;
  /** The photos' shape, and the picture shown when there are none. */
  frame: string;
  Placeholder: LucideIcon;
  testId: string;
  /** "Photo 2 of 5" as the viewer's visible heading, in place of its counter. */
  titleShown?: boolean;
}

/**
 * A page's photos (a post's, a group offer's): the strip, thumbnails to jump on a wide screen,
 * and a tap that opens the full-screen viewer on that photo; back on the page, the strip shows
 * the photo last seen full screen.
 */
export function PhotoGallery({ photos, words, language, frame, Placeholder, testId, titleShown }: PhotoGalleryProps) {
  const strip = usePhotoStrip();
  const [viewing, setViewing] = useState(-1);
  const [opened, setOpened] = useState(false);
  if (viewing >= 0 && !opened) setOpened(true);
  const total = photos.length;
  const n = (value: number) => formatNumber(value, language);

  if (total === 0) return <NoPhotos Icon={Placeholder} label={words.noPhoto} frame={frame} />;

  const { show } = words;
  return (
    <section aria-label={words.label} data-testid={testId}>
      <PhotoStrip
        strip={strip}
        photos={photos}
        frame={frame}
        openLabel={(position) => words.open(n(position + 1), n(total))}
        onOpen={setViewing}
        counter={words.counter(n(strip.index + 1), n(total))}
      />
      {show && total > 1 ? (
        // Phones swipe and see the count; the thumbnails would push the price off the first screen.
        <ul className="mt-2 hidden gap-2 overflow-x-auto pb-1 md:flex">
          {photos.map((photo, position) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={show(n(position + 1))}
                aria-current={position === strip.index ? 'true' : undefined}
                onClick={() => strip.goTo(position, 'smooth')}
                className={cn(
                  'block overflow-hidden rounded-md ring-2',
                  position === strip.index ? 'ring-brand-700' : 'ring-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={photo.card}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-[72px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos.map((photo) => ({ src: photo.large, alt: photo.alt, lang: photo.lang }))}
            index={viewing}
            onIndex={setViewing}
            onClose={() => {
              strip.goTo(viewing);
              setViewing(-1);
            }}
            words={words.viewer}
            titleShown={titleShown}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
