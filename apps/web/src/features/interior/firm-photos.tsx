import type { FirmPhoto, Language } from '@ghorbari/contracts';
import { Images, Palette } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation/navigation.tsx';
import { NoPhotos, PhotoStrip, usePhotoStrip } from '../../components/gallery/photo-strip.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { WrittenIn } from '../../components/written-in.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { captionFor, photoAlt } from './photo-caption.ts';
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
  const strip = usePhotoStrip();
  const n = (value: number) => formatNumber(value, language);
  const shown = photosOf(photos, category);
  const total = shown.length;
  const captions = shown.map((photo) => captionFor(photo, language));
  const gallery = href.interiorGallery(firmId);

  if (photos.length === 0) return <NoPhotos Icon={Palette} label={t('gallery.noPhoto')} frame="aspect-[4/3]" />;

  return (
    <section aria-label={t('gallery.label')} data-testid="firm-photos">
      <div className="mb-2">
        <CategoryTabs
          categories={photoCategories(photos)}
          current={category}
          onChange={(next) => {
            setCategory(next);
            strip.goTo(0);
          }}
        />
      </div>
      <PhotoStrip
        strip={strip}
        photos={shown.map((photo) => ({
          id: photo.id,
          card: photo.card,
          large: photo.large,
          ...photoAlt(captionFor(photo, language), name, language),
        }))}
        frame="aspect-[4/3]"
        openLabel={(position) => t('gallery.open', { n: n(position + 1), total: n(total) })}
        linkTo={(position) => galleryHref(gallery, { photo: shown[position]?.id, category })}
        overlay={(position) => {
          const caption = captions[position];
          return caption?.text ? (
            <p
              className={cn(
                'pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent',
                'px-3 pb-2 pt-8 pr-20 text-[15px] text-white',
              )}
            >
              <span lang={caption.lang}>{caption.text}</span>
              <WrittenIn language={caption.lang} />
            </p>
          ) : null;
        }}
        counter={t('common:viewer.counter', { n: n(strip.index + 1), total: n(total) })}
      />
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
