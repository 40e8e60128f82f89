import type { FirmPhoto, Language } from '@ghorbari/contracts';
import { Images, Palette } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { WrittenIn } from '../../components/written-in.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { captionFor } from './photo-caption.ts';
import { galleryHref, photoCategories, photosOf } from './photo-categories.ts';

interface FirmPhotosProps {
  firmId: string;
  photos: FirmPhoto[];
  /** The firm's name: the photos' description when a caption is empty. */
  name: string;
  language: Language;
}

/**
 * The firm's work at the top of its page: a strip that snaps photo by photo (a swipe on phones),
 * each with its caption, narrowed by category; a photo opens the full-screen gallery on itself.
 */
export function FirmPhotos({ firmId, photos, name, language }: FirmPhotosProps) {
  const { t } = useTranslation('interior');
  const [category, setCategory] = useState('');
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const n = (value: number) => formatNumber(value, language);
  const shown = photosOf(photos, category);
  const total = shown.length;
  const gallery = href.interiorGallery(firmId);

  if (photos.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-gray-500">
        <Palette aria-hidden size={56} />
        <span className="sr-only">{t('gallery.noPhoto')}</span>
      </div>
    );
  }

  return (
    <section aria-label={t('gallery.label')} data-testid="firm-photos">
      <div className="mb-2">
        <CategoryTabs
          categories={photoCategories(photos)}
          current={category}
          onChange={(next) => {
            setCategory(next);
            setIndex(0);
            strip.current?.scrollTo({ left: 0 });
          }}
        />
      </div>
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
          {shown.map((photo, position) => {
            const caption = captionFor(photo, language);
            return (
              <li key={photo.id} className="relative w-full shrink-0 snap-center">
                <Link
                  to={galleryHref(gallery, { photo: photo.id, category })}
                  className="block focus-visible:outline-offset-[-4px]"
                  aria-label={t('gallery.open', { n: n(position + 1), total: n(total) })}
                >
                  <img
                    src={photo.large}
                    srcSet={`${photo.card} 480w, ${photo.large} 960w`}
                    sizes="(min-width: 1024px) 60vw, 100vw"
                    alt={caption.text || name}
                    lang={caption.text ? caption.lang : textLanguage(name, language)}
                    width={960}
                    height={720}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </Link>
                {caption.text ? (
                  <p
                    className={cn(
                      'pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent',
                      'px-3 pb-2 pt-8 pr-20 text-[15px] text-white',
                    )}
                  >
                    <span lang={caption.lang}>{caption.text}</span>
                    <WrittenIn language={caption.lang} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {total > 1 ? (
          <p
            aria-hidden
            className={cn(
              'pointer-events-none absolute bottom-2 right-2 rounded-full bg-black/70',
              'px-3 py-0.5 text-sm text-white',
            )}
          >
            {t('common:viewer.counter', { n: n(index + 1), total: n(total) })}
          </p>
        ) : null}
      </div>
      <Link
        to={galleryHref(gallery, { category })}
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
      >
        <Images aria-hidden size={20} />
        {t('gallery.viewAll', { count: photos.length, n: n(photos.length) })}
      </Link>
    </section>
  );
}
