import { type MessageKey } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoList } from '../../components/photo-list/photo-list.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { OFFER_PHOTO_RULES, type OfferPhoto } from './group-offer-photos.ts';

/**
 * The offer's photos, 1 to 10: previews in order (the first is the cover), moved earlier or later and
 * removed with buttons a thumb can hit; new ones are shrunk on the device before they go up.
 */
export function GroupOfferPhotoList({
  photos,
  onChange,
  problem,
  onProblem,
  headingId,
}: {
  photos: OfferPhoto[];
  onChange: (photos: OfferPhoto[]) => void;
  /** The list's problem (too few, too many, a refused file), a key of `messages`. */
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  headingId: string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const { min, max } = OFFER_PHOTO_RULES;
  return (
    <PhotoList
      look="cards"
      columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      testId="offer-photo"
      labelledBy={headingId}
      photos={photos}
      onChange={onChange}
      rules={OFFER_PHOTO_RULES}
      extend={(photo) => photo}
      problem={problem}
      onProblem={onProblem}
      clearProblemOnRemove
      labels={{
        hint: t('groupOffers.photos.hint', { min: n(min), max: n(max), size: n(10) }),
        count: t('groupOffers.photos.count', { count: photos.length, n: n(photos.length), max: n(max) }),
        photo: (number) => t('groupOffers.photos.photo', { n: number }),
        add: t('groupOffers.photos.add'),
        addMore: t('groupOffers.photos.addMore'),
        remove: (photo) => t('groupOffers.photos.remove', { photo }),
        move: {
          back: (photo) => t('groupOffers.photos.moveEarlier', { photo }),
          on: (photo) => t('groupOffers.photos.moveLater', { photo }),
        },
        cover: t('groupOffers.photos.cover'),
        newLast: t('groupOffers.photos.newLast'),
        preparing: (count, number) => t('groupOffers.photos.preparing', { count, n: number }),
        preparingOne: t('groupOffers.photos.preparingOne'),
      }}
    />
  );
}
