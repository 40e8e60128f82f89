import type { GroupDetail, Language } from '@ghorbari/contracts';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../components/gallery/photo-gallery.tsx';
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
  const lang = textLanguage(title, language);
  return (
    <PhotoGallery
      photos={images.map((image) => ({ id: image.id, card: image.card, large: image.large, alt: title, lang }))}
      words={{
        label: t('gallery.label'),
        noPhoto: t('gallery.noPhoto'),
        open: (n, total) => t('gallery.open', { n, total }),
        counter: (n, total) => t('common:viewer.counter', { n, total }),
      }}
      language={language}
      frame="aspect-[4/3]"
      Placeholder={Building2}
      testId="group-gallery"
    />
  );
}
