import type { Language } from '@ghorbari/contracts';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../components/gallery/photo-gallery.tsx';

interface GalleryProps {
  images: { card: string; large: string }[];
  /** The post's title, used as every photo's description. */
  title: string;
  titleLang: 'bn' | 'en' | undefined;
  language: Language;
}

/**
 * The post's photos: a strip that snaps photo by photo (a swipe on phones), thumbnails to jump,
 * and a full-screen viewer with arrow keys, swipes and Escape, in the listings' words.
 */
export function Gallery({ images, title, titleLang, language }: GalleryProps) {
  const { t } = useTranslation('listings');
  return (
    <PhotoGallery
      photos={images.map((image) => ({ id: image.large, ...image, alt: title, lang: titleLang }))}
      words={{
        label: t('gallery.label'),
        noPhoto: t('gallery.noPhoto'),
        open: (n, total) => t('gallery.open', { n, total }),
        counter: (n, total) => `${n}/${total}`,
        show: (n) => t('gallery.show', { n }),
        viewer: {
          photo: (n, total) => t('gallery.photo', { n, total }),
          help: t('gallery.viewerText'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          close: t('gallery.close'),
        },
      }}
      language={language}
      frame="aspect-[3/2] sm:aspect-[4/3]"
      Placeholder={House}
      testId="gallery"
      titleShown
    />
  );
}
