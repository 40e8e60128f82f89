import { useEffect, useReducer, useRef } from 'react';
import { isPreparing, releasePhotos, type ListPhoto } from '../../lib/photo-set.ts';
import { preparedPhoto } from '../../lib/resize-image.ts';

/**
 * Chosen photos are made smaller at once (lib/resize-image.ts), while the reader goes on with the
 * form; returns how many are still being prepared, and the list redraws as each is ready.
 * `prepare` false leaves them as chosen (review photos are made smaller when sent).
 */
export function usePreparedPhotos(photos: ListPhoto[], prepare: boolean): number {
  const [, ready] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!prepare) return;
    let live = true;
    for (const photo of photos) {
      if (photo.kind === 'new' && isPreparing(photo)) void preparedPhoto(photo.file).then(() => live && ready());
    }
    return () => {
      live = false;
    };
  }, [photos, prepare]);
  return prepare ? photos.filter(isPreparing).length : 0;
}

/** Frees the previews of the photos chosen, when the page with the list closes (unless `keep`). */
export function useReleaseOnUnmount(photos: ListPhoto[], keep: boolean) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(() => () => (keep ? undefined : releasePhotos(latest.current)), [keep]);
}
