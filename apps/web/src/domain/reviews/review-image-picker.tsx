import { type MessageKey } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { photoKey, releasePhotos, type ListPhoto } from '../../lib/photo-set.ts';
import { REVIEW_PHOTO_RULES } from './review-images.ts';
import { usePassingMessage } from '../../lib/use-passing-message.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PhotoList } from '../../components/photo-list/photo-list.tsx';

/** A photo of a review: one already published with it (kept on an edit; `card` is its path) or one just chosen. */
export type ReviewPhoto = ListPhoto;

export const keptPhotos = (images: string[]): ReviewPhoto[] =>
  images.map((src) => ({ key: photoKey('review-photo'), kind: 'existing', card: src }));

/** Frees the previews of chosen files (when the dialog closes). */
export { releasePhotos };

interface ReviewImagePickerProps {
  photos: ReviewPhoto[];
  onChange: (photos: ReviewPhoto[]) => void;
  /** A problem from outside the picker (the photos could not be prepared), shown the same way. */
  problem?: MessageKey | null;
  disabled?: boolean;
}

/**
 * Up to 2 photos with previews and remove (spec §5). The rules' messages ('Please upload only
 * image files.', 'Maximum 2 images allowed.') clear after 5 s. The dialog frees the previews
 * when it closes (the picker is one of its steps).
 */
export function ReviewImagePicker({ photos, onChange, problem = null, disabled }: ReviewImagePickerProps) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const [ownProblem, showProblem] = usePassingMessage<MessageKey>();
  const n = (value: number) => formatNumber(value, language);
  const max = n(REVIEW_PHOTO_RULES.max);
  return (
    <PhotoList
      look="tiles"
      columns="grid-cols-2 sm:grid-cols-3"
      photos={photos}
      onChange={onChange}
      rules={REVIEW_PHOTO_RULES}
      extend={(photo) => photo}
      problem={ownProblem ?? problem}
      onProblem={showProblem}
      keepPreviews
      disabled={disabled}
      labels={{
        hint: t('photos.hint', { max }),
        count: t('photos.count', { n: n(photos.length), max }),
        photo: (number) => t('photos.photo', { n: number }),
        add: t('photos.add'),
        remove: (photo) => t('photos.remove', { photo }),
      }}
    />
  );
}
