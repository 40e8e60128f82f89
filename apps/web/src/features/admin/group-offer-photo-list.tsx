import { type MessageKey } from '@ghorbari/contracts';
import { PhotoCards } from '../../components/photo-list/photo-cards.tsx';
import { OFFER_PHOTO_RULES, type OfferPhoto } from './group-offer-photos.ts';

/**
 * The offer's photos, 1 to 10: previews in order (the first is the cover), moved earlier or later and
 * removed with buttons a thumb can hit; new ones are shrunk on the device before they go up.
 */
export function GroupOfferPhotoList({
  headingId,
  ...list
}: {
  photos: OfferPhoto[];
  onChange: (photos: OfferPhoto[]) => void;
  /** The list's problem (too few, too many, a refused file), a key of `messages`. */
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  headingId: string;
}) {
  return (
    <PhotoCards
      {...list}
      namespace="admin"
      block="groupOffers.photos"
      move={{ back: 'moveEarlier', on: 'moveLater' }}
      columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      testId="offer-photo"
      labelledBy={headingId}
      rules={OFFER_PHOTO_RULES}
      extend={(photo) => photo}
    />
  );
}
