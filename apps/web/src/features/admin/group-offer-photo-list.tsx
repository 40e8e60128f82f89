import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, ArrowLeft, ArrowRight, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { isPrepared, preparedPhoto } from '../../lib/resize-image.ts';
import { useLanguage } from '../../lib/use-language.ts';
import {
  ACCEPT_ATTRIBUTE,
  addPhotos,
  canMove,
  mixesKinds,
  movePhoto,
  releasePhoto,
  removePhoto,
  type OfferPhoto,
} from './group-offer-photos.ts';

const iconButton = cn(
  'inline-flex h-11 w-11 items-center justify-center rounded-md bg-white text-gray-800',
  'ring-1 ring-gray-300 hover:text-brand-800 disabled:opacity-40',
);

const preparing = (photo: OfferPhoto) => photo.kind === 'new' && !isPrepared(photo.file);

/** Chosen photos are made smaller at once (lib/resize-image.ts); the list redraws as each is ready. */
function usePreparedPhotos(photos: OfferPhoto[]): number {
  const [, ready] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let live = true;
    for (const photo of photos) {
      if (photo.kind === 'new' && preparing(photo)) void preparedPhoto(photo.file).then(() => live && ready());
    }
    return () => {
      live = false;
    };
  }, [photos]);
  return photos.filter(preparing).length;
}

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
  const { t } = useTranslation(['admin', 'messages']);
  const language = useLanguage();
  const inputId = useId();
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  // Previews of chosen files are released when the page closes.
  useEffect(() => () => latest.current.forEach(releasePhoto), []);
  const unprepared = usePreparedPhotos(photos);
  const n = (value: number) => formatNumber(value, language);
  const { minPhotos, maxPhotos } = LIMITS.group;
  const full = photos.length >= maxPhotos;
  const problemId = `${inputId}-problem`;

  return (
    <div>
      <p id={`${inputId}-hint`} className="text-[15px] text-gray-700">
        {t('groupOffers.photos.hint', { min: n(minPhotos), max: n(maxPhotos), size: n(10) })}
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-semibold text-gray-800">
        {t('groupOffers.photos.count', { count: photos.length, n: n(photos.length), max: n(maxPhotos) })}
      </p>
      {mixesKinds(photos) ? <p className="mt-1 text-sm text-gray-700">{t('groupOffers.photos.newLast')}</p> : null}
      <p role="status" className="text-sm text-gray-700">
        {unprepared > 0 ? t('groupOffers.photos.preparing', { count: unprepared, n: n(unprepared) }) : null}
      </p>
      <ol aria-labelledby={headingId} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => {
          const label = t('groupOffers.photos.photo', { n: n(index + 1) });
          return (
            <li key={photo.key} data-testid="offer-photo" className="rounded-lg bg-white p-2 ring-1 ring-gray-200">
              <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-gray-100">
                <img
                  src={photo.kind === 'new' ? photo.url : photo.card}
                  alt={label}
                  className="h-full w-full object-cover"
                />
                {preparing(photo) ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-white/80">
                    <Loader2 aria-hidden size={18} className="animate-spin text-brand-700" />
                    <span className="sr-only">{t('groupOffers.photos.preparingOne')}</span>
                  </span>
                ) : null}
                <span
                  className={cn(
                    'absolute left-1 top-1 rounded px-1.5 py-0.5 text-xs font-semibold',
                    index === 0 ? 'bg-brand-700 text-white' : 'bg-white/90 text-gray-900',
                  )}
                >
                  {index === 0 ? t('groupOffers.photos.cover') : n(index + 1)}
                </span>
              </div>
              <div className="mt-2 flex gap-1.5">
                <button
                  type="button"
                  className={iconButton}
                  disabled={!canMove(photos, index, -1)}
                  aria-label={t('groupOffers.photos.moveEarlier', { photo: label })}
                  onClick={() => onChange(movePhoto(photos, index, -1))}
                >
                  <ArrowLeft aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={!canMove(photos, index, 1)}
                  aria-label={t('groupOffers.photos.moveLater', { photo: label })}
                  onClick={() => onChange(movePhoto(photos, index, 1))}
                >
                  <ArrowRight aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'ml-auto text-red-700')}
                  aria-label={t('groupOffers.photos.remove', { photo: label })}
                  onClick={() => {
                    onChange(removePhoto(photos, photo.key));
                    onProblem(null);
                  }}
                >
                  <Trash2 aria-hidden size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {!full ? (
        <label
          htmlFor={inputId}
          className={cn(
            'mt-3 flex min-h-24 w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg',
            'border-2 border-dashed border-brand-600 bg-brand-50 p-3 text-center font-semibold text-brand-800',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-brand-100',
          )}
        >
          <ImagePlus aria-hidden size={28} />
          {photos.length === 0 ? t('groupOffers.photos.add') : t('groupOffers.photos.addMore')}
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            aria-describedby={[`${inputId}-hint`, problem ? problemId : ''].filter(Boolean).join(' ')}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const result = addPhotos(photos, Array.from(event.target.files ?? []));
              event.target.value = '';
              onChange(result.photos);
              onProblem(result.problem);
            }}
          />
        </label>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 flex items-start gap-1 text-sm font-semibold text-red-700">
          <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t(problem, { ns: 'messages' })}
        </p>
      ) : null}
    </div>
  );
}
