import * as Dialog from '@radix-ui/react-dialog';
import type { Language } from '@ghorbari/contracts';
import { ChevronLeft, ChevronRight, House, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { cn } from '../../lib/class-names.ts';

interface GalleryProps {
  images: { card: string; large: string }[];
  /** The post's title, used as every photo's description. */
  title: string;
  titleLang: 'bn' | 'en' | undefined;
  language: Language;
}

const arrow = cn(
  'inline-flex h-12 w-12 items-center justify-center rounded-full',
  'bg-white/90 text-gray-900 shadow hover:bg-white disabled:opacity-40',
);

/**
 * The post's photos: a strip that snaps photo by photo (a swipe on phones), thumbnails to jump,
 * and a full-screen viewer with arrow keys, swipes and Escape.
 */
export function Gallery({ images, title, titleLang, language }: GalleryProps) {
  const { t } = useTranslation('listings');
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const total = images.length;
  const n = (value: number) => formatNumber(value, language);

  const goTo = (next: number, smooth = true) => {
    const target = Math.max(0, Math.min(total - 1, next));
    setIndex(target);
    const element = strip.current;
    if (element) element.scrollTo({ left: target * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  if (total === 0) {
    return (
      <div
        className={cn(
          'flex aspect-[3/2] items-center justify-center rounded-xl bg-gray-100',
          'text-gray-500 sm:aspect-[4/3]',
        )}
      >
        <House aria-hidden size={56} />
        <span className="sr-only">{t('gallery.noPhoto')}</span>
      </div>
    );
  }

  const onViewerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(index + 1, false);
    else if (event.key === 'ArrowLeft') goTo(index - 1, false);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) > 40) goTo(index + (moved < 0 ? 1 : -1), false);
  };

  return (
    <section aria-label={t('gallery.label')} data-testid="gallery">
      <div className="relative overflow-hidden rounded-xl bg-gray-900">
        <ul
          ref={strip}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          onScroll={(event) => {
            const element = event.currentTarget;
            const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
            if (current !== index) setIndex(current);
          }}
        >
          {images.map((image, position) => (
            <li key={image.large} className="w-full shrink-0 snap-center">
              <button
                type="button"
                className="block w-full"
                aria-label={t('gallery.open', { n: n(position + 1), total: n(total) })}
                onClick={() => {
                  setIndex(position);
                  setViewer(true);
                }}
              >
                <img
                  src={image.large}
                  srcSet={`${image.card} 480w, ${image.large} 960w`}
                  sizes="(min-width: 1024px) 60vw, 100vw"
                  alt={title}
                  lang={titleLang}
                  width={960}
                  height={720}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[3/2] w-full object-cover sm:aspect-[4/3]"
                />
              </button>
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <p
            className={cn(
              'pointer-events-none absolute bottom-2 right-2 rounded-full bg-black/70',
              'px-3 py-0.5 text-sm text-white',
            )}
            aria-hidden
          >
            {`${n(index + 1)}/${n(total)}`}
          </p>
        ) : null}
      </div>
      {total > 1 ? (
        // Phones swipe and see the count; the thumbnails would push the price off the first screen.
        <ul className="mt-2 hidden gap-2 overflow-x-auto pb-1 md:flex">
          {images.map((image, position) => (
            <li key={image.card} className="shrink-0">
              <button
                type="button"
                aria-label={t('gallery.show', { n: n(position + 1) })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
                className={cn(
                  'block overflow-hidden rounded-md ring-2',
                  position === index ? 'ring-brand-700' : 'ring-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={image.card}
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

      <Dialog.Root
        open={viewer}
        onOpenChange={(open) => {
          setViewer(open);
          if (!open) goTo(index, false);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
            onKeyDown={onViewerKey}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <div className="flex items-center justify-between gap-3 p-3">
              <Dialog.Title className="text-base font-semibold">
                {t('gallery.photo', { n: n(index + 1), total: n(total) })}
              </Dialog.Title>
              <Dialog.Close
                className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
                aria-label={t('gallery.close')}
              >
                <X aria-hidden size={26} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t('gallery.viewerText')}</Dialog.Description>
            <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6">
              <img
                src={images[index]?.large}
                alt={title}
                lang={titleLang}
                width={960}
                height={720}
                className="max-h-full max-w-full select-none object-contain"
                draggable={false}
              />
              {total > 1 ? (
                <>
                  <button
                    type="button"
                    className={`${arrow} absolute left-3`}
                    onClick={() => goTo(index - 1, false)}
                    disabled={index === 0}
                    aria-label={t('gallery.previous')}
                  >
                    <ChevronLeft aria-hidden size={28} />
                  </button>
                  <button
                    type="button"
                    className={`${arrow} absolute right-3`}
                    onClick={() => goTo(index + 1, false)}
                    disabled={index === total - 1}
                    aria-label={t('gallery.next')}
                  >
                    <ChevronRight aria-hidden size={28} />
                  </button>
                </>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
