import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import type { ListPhoto } from '../../lib/photo-set.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PhotoList, type PhotoListProps } from './photo-list.tsx';

type PhotoCardsProps<P extends ListPhoto> = Omit<PhotoListProps<P>, 'look' | 'labels' | 'clearProblemOnRemove'> & {
  namespace: string;
  /** The keys' common prefix in the namespace, e.g. `photos` or `groupOffers.photos`. */
  block: string;
  /** The keys of the move buttons' names in the block: earlier and later, or up and down. */
  move: { back: string; on: string };
};

/**
 * A form's photos as cards (a firm's gallery, a group offer's photos): numbered in order, the
 * first the cover, moved and removed with buttons a thumb can hit, a problem cleared when a photo
 * goes. Every word comes from one block of the caller's namespace: `hint` (with `min`, `max` and
 * the 10 MB `size`), `count`, `photo`, `add`, `addMore`, `remove`, `cover`, `newLast`,
 * `preparing`, `preparingOne` and the two move keys.
 */
export function PhotoCards<P extends ListPhoto>({ namespace, block, move, ...list }: PhotoCardsProps<P>) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const { min, max } = list.rules;
  const count = list.photos.length;
  const key = (name: string) => `${block}.${name}`;
  return (
    <PhotoList
      {...list}
      look="cards"
      clearProblemOnRemove
      labels={{
        hint: t(key('hint'), { min: n(min), max: n(max), size: n(10) }),
        count: t(key('count'), { count, n: n(count), max: n(max) }),
        photo: (number) => t(key('photo'), { n: number }),
        add: t(key('add')),
        addMore: t(key('addMore')),
        remove: (photo) => t(key('remove'), { photo }),
        move: { back: (photo) => t(key(move.back), { photo }), on: (photo) => t(key(move.on), { photo }) },
        cover: t(key('cover')),
        newLast: t(key('newLast')),
        preparing: (total, number) => t(key('preparing'), { count: total, n: number }),
        preparingOne: t(key('preparingOne')),
      }}
    />
  );
}
