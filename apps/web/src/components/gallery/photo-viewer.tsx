import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

export interface ViewerPhoto {
  src: string;
  /** What the photo shows, or whose it is ("Photo by Nadia Islam"). */
  alt: string;
  /** The language of `alt` and `caption` when it is not the page's (a firm's English caption). */
  lang?: string | undefined;
  /** Shown under the photo. */
  caption?: string | undefined;
  /** A smaller line under the caption (the kind of work). */
  detail?: string | undefined;
}

/** What the viewer says; `n` and `total` come in the reader's digits. */
export interface ViewerWords {
  photo: (n: string, total: string) => string;
  help: string;
  previous: string;
  next: string;
  close: string;
}

interface PhotoViewerProps {
  photos: ViewerPhoto[];
  /** The photo on screen, or -1 when the viewer is closed. */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** A list's own words in place of the shared ones (a post's photos keep the listings' words). */
  words?: ViewerWords;
  /** "Photo 2 of 5" as the visible heading, in place of the "2 / 5" counter. */
  titleShown?: boolean;
}

const arrow = cn(
  'absolute top-1/2 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full',
  'bg-white/90 text-gray-900 shadow hover:bg-white disabled:opacity-30',
);

/** Horizontal movement that counts as a swipe, in CSS pixels. */
export const SWIPE_DISTANCE = 40;

/** Which way a pointer's movement turns the photos: +1 next, -1 previous, 0 not a swipe. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Every photo full screen: arrows (buttons and keys) and swipes move between them, Escape
 * closes; the counter and the caption stay in view. Pointer events, so a finger and a mouse
 * both swipe, with the page's own vertical scroll left alone.
 */
export function PhotoViewer({ photos, index, onIndex, onClose, words: own, titleShown = false }: PhotoViewerProps) {
  const { t } = useTranslation('common');
  const words: ViewerWords = own ?? {
    photo: (n, total) => t('viewer.photo', { n, total }),
    help: t('viewer.help'),
    previous: t('viewer.previous'),
    next: t('viewer.next'),
    close: t('viewer.close'),
  };
  const language = useLanguage();
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = photos.length;
  const photo = photos[index];
  const n = (value: number) => formatNumber(value, language);
  const go = (next: number) => {
    if (next >= 0 && next < total) onIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (step !== 0) go(index + step);
  };

  return (
    <Dialog.Root open={Boolean(photo)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
          onKeyDown={onKeyDown}
          data-testid="photo-viewer"
        >
          <div className="flex items-center justify-between gap-3 p-3">
            {titleShown ? null : (
              <p aria-hidden className="text-base font-semibold tabular-nums" data-testid="photo-counter">
                {t('viewer.counter', { n: n(index + 1), total: n(total) })}
              </p>
            )}
            <Dialog.Title className={titleShown ? 'text-base font-semibold' : 'sr-only'}>
              {words.photo(n(index + 1), n(total))}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
              aria-label={words.close}
            >
              <X aria-hidden size={26} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{words.help}</Dialog.Description>
          <div
            className="relative flex min-h-0 flex-1 select-none items-center justify-center px-2"
            style={{ touchAction: 'pan-y pinch-zoom' }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
            data-testid="photo-stage"
          >
            {photo ? (
              <img
                key={photo.src}
                src={photo.src}
                alt={photo.alt}
                lang={photo.lang}
                className="max-h-full max-w-full object-contain"
                draggable={false}
              />
            ) : null}
            {total > 1 ? (
              <>
                <button
                  type="button"
                  className={cn(arrow, 'left-3')}
                  onClick={() => go(index - 1)}
                  disabled={index === 0}
                  aria-label={words.previous}
                >
                  <ChevronLeft aria-hidden size={28} />
                </button>
                <button
                  type="button"
                  className={cn(arrow, 'right-3')}
                  onClick={() => go(index + 1)}
                  disabled={index === total - 1}
                  aria-label={words.next}
                >
                  <ChevronRight aria-hidden size={28} />
                </button>
              </>
            ) : null}
          </div>
          <div className="min-h-16 px-4 pb-[calc(1rem+env(safe-area-inset-bottom))] pt-3 text-center">
            {photo?.caption ? (
              <p className="text-[16px]" lang={photo.lang}>
                {photo.caption}
              </p>
            ) : null}
            {photo?.detail ? <p className="mt-0.5 text-sm text-white/75">{photo.detail}</p> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
