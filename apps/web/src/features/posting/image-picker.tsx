import { type MessageKey } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoList } from '../../components/photo-list/photo-list.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { POST_PHOTO_RULES, type PostImage } from './post-images.ts';

interface ImagePickerProps {
  images: PostImage[];
  onChange: (images: PostImage[]) => void;
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  disabled?: boolean;
}

/** 1 to 5 photos with previews, move left/right (the first is the cover) and remove. */
export function ImagePicker({ images, onChange, problem, onProblem, disabled }: ImagePickerProps) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  const max = formatNumber(POST_PHOTO_RULES.max, language);
  return (
    <PhotoList
      look="tiles"
      columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
      photos={images}
      onChange={onChange}
      rules={POST_PHOTO_RULES}
      extend={(photo) => photo}
      problem={problem}
      onProblem={onProblem}
      disabled={disabled}
      labels={{
        hint: t('images.hint', { max, size: formatNumber(10, language) }),
        count: t('images.count', { count: images.length, n: formatNumber(images.length, language), max }),
        photo: (n) => t('images.photo', { n }),
        add: t('images.add'),
        remove: (photo) => t('images.remove', { photo }),
        move: { back: (photo) => t('images.moveLeft', { photo }), on: (photo) => t('images.moveRight', { photo }) },
        cover: t('images.cover'),
        preparing: (count, n) => t('images.preparing', { count, n }),
        preparingOne: t('images.preparingOne'),
      }}
    />
  );
}
