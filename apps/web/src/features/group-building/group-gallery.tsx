import type { GroupDetail, Language } from '@ghorbari/contracts';
import { Building2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoViewer } from '../../components/photo-viewer.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';

interface GroupGalleryProps {
  images: GroupDetail['images'];
  /** The offer's title: every photo's description. */
  title: string;
  language: Language;
}

/**
 * The offer's photos (the plot, the design, the site): a strip that snaps photo by photo (a swipe
 * on phones); a tap opens the full-screen viewer on that photo.
 */
export function GroupGallery({ images, title, language }: GroupGalleryProps) {
  const { t } = useTranslation(['group', 'common']);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(-1);
  const strip = useRef<HTMLUListElement>(null);
  const total = images.length;
  const n = (value: number) => formatNumber(value, language);
  const titleLang = textLanguage(title, language);

  if (total === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-gray-500">
        <Building2 aria-hidden size={56} />
        <span className="sr-only">{t('gallery.noPhoto')}</span>
      </div>
    );
  }

  const closeViewer = () => {
    // Back on the page, the strip shows the photo last seen full screen.
    const element = strip.current;
    if (element && viewing >= 0) element.scrollTo({ left: viewing * element.clientWidth });
    setViewing(-1);
  };

  return (
    <section aria-label={t('gallery.label')} data-testid="group-gallery">
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
            <li key={image.id} className="w-full shrink-0 snap-center">
              <button
                type="button"
                className="block w-full focus-visible:outline-offset-[-4px]"
                aria-label={t('gallery.open', { n: n(position + 1), total: n(total) })}
                onClick={() => setViewing(position)}
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
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
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
      <PhotoViewer
        photos={images.map((image) => ({ src: image.large, alt: title, lang: titleLang }))}
        index={viewing}
        onIndex={setViewing}
        onClose={closeViewer}
      />
    </section>
  );
}
