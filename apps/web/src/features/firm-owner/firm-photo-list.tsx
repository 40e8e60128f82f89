import { INTERIOR_CATEGORIES, LIMITS, type InteriorCategory, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, ArrowDown, ArrowUp, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass, OptionalMark } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { isPrepared, preparedPhoto } from '../../lib/resize-image.ts';
import { useLanguage } from '../../lib/use-language.ts';
import {
  ACCEPT_ATTRIBUTE,
  addPhotos,
  canMove,
  isCategory,
  mixesKinds,
  movePhoto,
  releasePhoto,
  removePhoto,
  updatePhoto,
  type GalleryPhoto,
  type PhotoProblem,
} from './firm-photos.ts';

interface FirmPhotoListProps {
  photos: GalleryPhoto[];
  onChange: (photos: GalleryPhoto[]) => void;
  /** The category a new photo starts with (the firm's first kind of work), '' for none. */
  defaultCategory: InteriorCategory | '';
  /** The list's own problem (too few, too many, a refused file). */
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  /** Each photo's caption or category problem, shown once the owner has tried to send. */
  photoProblems: Map<string, PhotoProblem>;
  disabled?: boolean;
}

const iconButton = cn(
  'inline-flex h-11 w-11 items-center justify-center rounded-md bg-white text-gray-800',
  'ring-1 ring-gray-300 hover:text-brand-800 disabled:opacity-40',
);
const selectClass = inputClass.replace('read-only:bg-gray-100', '');

const preparing = (photo: GalleryPhoto) => photo.kind === 'new' && !isPrepared(photo.file);

/** Chosen photos are made smaller at once (resize-image.ts); the list redraws as each is ready. */
function usePreparedPhotos(photos: GalleryPhoto[]): number {
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

function Problem({ id, message }: { id: string; message: MessageKey | undefined }) {
  const { t } = useTranslation('messages');
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-semibold text-red-700">
      <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
      <span>{t(message)}</span>
    </p>
  );
}

/**
 * The firm's gallery: 3 to 30 photos of finished work, each with a caption (and, if the owner
 * likes, the caption in English) and the kind of work it shows, moved up or down (the first is
 * the cover) and removed with buttons a thumb can hit.
 */
export function FirmPhotoList({
  photos,
  onChange,
  defaultCategory,
  problem,
  onProblem,
  photoProblems,
  disabled,
}: FirmPhotoListProps) {
  const { t } = useTranslation(['firms', 'enums', 'messages']);
  const language = useLanguage();
  const inputId = useId();
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  // Previews of chosen files are released when the page closes.
  useEffect(() => () => latest.current.forEach(releasePhoto), []);
  const unprepared = usePreparedPhotos(photos);
  const full = photos.length >= LIMITS.firm.maxPhotos;
  const n = (value: number) => formatNumber(value, language);
  const problemId = `${inputId}-problem`;

  return (
    <div>
      <p id={`${inputId}-hint`} className="text-[15px] text-gray-700">
        {t('photos.hint', { min: n(LIMITS.firm.minPhotos), max: n(LIMITS.firm.maxPhotos), size: n(10) })}
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-semibold text-gray-800">
        {t('photos.count', { count: photos.length, n: n(photos.length), max: n(LIMITS.firm.maxPhotos) })}
      </p>
      {mixesKinds(photos) ? <p className="mt-1 text-sm text-gray-700">{t('photos.newLast')}</p> : null}
      <p role="status" className="text-sm text-gray-700">
        {unprepared > 0 ? t('photos.preparing', { count: unprepared, n: n(unprepared) }) : null}
      </p>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2">
        {photos.map((photo, index) => {
          const label = t('photos.photo', { n: n(index + 1) });
          const problems = photoProblems.get(photo.key);
          const captionError = `${inputId}-${photo.key}-caption-error`;
          const captionEnError = `${inputId}-${photo.key}-caption-en-error`;
          const categoryError = `${inputId}-${photo.key}-category-error`;
          return (
            <li
              key={photo.key}
              data-testid="gallery-photo"
              className="flex gap-3 rounded-lg bg-white p-2 ring-1 ring-gray-200 sm:flex-col"
            >
              <div className="relative h-28 w-28 shrink-0 overflow-hidden rounded-md bg-gray-100 sm:h-auto sm:w-full">
                <img
                  src={photo.kind === 'new' ? photo.url : photo.card}
                  alt={label}
                  className="h-full w-full object-cover sm:aspect-[4/3]"
                />
                {preparing(photo) ? (
                  <span
                    className={cn(
                      'absolute inset-0 flex items-center justify-center gap-1.5 bg-white/80',
                      'text-sm font-semibold text-gray-900',
                    )}
                  >
                    <Loader2 aria-hidden size={16} className="animate-spin text-brand-700" />
                    <span className="sr-only">{t('photos.preparingOne')}</span>
                  </span>
                ) : null}
                <span
                  className={cn(
                    'absolute left-1 top-1 rounded px-1.5 py-0.5 text-xs font-semibold',
                    index === 0 ? 'bg-brand-700 text-white' : 'bg-white/90 text-gray-900',
                  )}
                >
                  {index === 0 ? t('photos.cover') : n(index + 1)}
                </span>
              </div>
              <div className="min-w-0 flex-1 space-y-2">
                <div>
                  <label htmlFor={`${inputId}-${photo.key}-caption`} className={labelClass}>
                    {t('photos.caption', { photo: label })}
                  </label>
                  <input
                    id={`${inputId}-${photo.key}-caption`}
                    type="text"
                    value={photo.caption}
                    maxLength={LIMITS.firm.captionMaxLength}
                    disabled={disabled}
                    placeholder={t('photos.captionExample')}
                    aria-invalid={problems?.caption ? true : undefined}
                    aria-describedby={problems?.caption ? captionError : undefined}
                    onChange={(event) => onChange(updatePhoto(photos, photo.key, { caption: event.target.value }))}
                    className={cn(inputClass, 'h-10 text-[15px]')}
                  />
                  <Problem id={captionError} message={problems?.caption} />
                </div>
                <div>
                  <label htmlFor={`${inputId}-${photo.key}-caption-en`} className={labelClass}>
                    {t('photos.captionEn', { photo: label })}
                    <OptionalMark />
                  </label>
                  <input
                    id={`${inputId}-${photo.key}-caption-en`}
                    type="text"
                    lang="en"
                    value={photo.captionEn}
                    maxLength={LIMITS.firm.captionMaxLength}
                    disabled={disabled}
                    aria-invalid={problems?.captionEn ? true : undefined}
                    aria-describedby={problems?.captionEn ? captionEnError : undefined}
                    onChange={(event) => onChange(updatePhoto(photos, photo.key, { captionEn: event.target.value }))}
                    className={cn(inputClass, 'h-10 text-[15px]')}
                  />
                  <Problem id={captionEnError} message={problems?.captionEn} />
                </div>
                <div>
                  <label htmlFor={`${inputId}-${photo.key}-category`} className={labelClass}>
                    {t('photos.category', { photo: label })}
                  </label>
                  <select
                    id={`${inputId}-${photo.key}-category`}
                    value={photo.category}
                    disabled={disabled}
                    aria-invalid={problems?.category ? true : undefined}
                    aria-describedby={problems?.category ? categoryError : undefined}
                    onChange={(event) => {
                      const value = event.target.value;
                      onChange(updatePhoto(photos, photo.key, { category: isCategory(value) ? value : '' }));
                    }}
                    className={cn(selectClass, 'h-10 text-[15px]')}
                  >
                    <option value="">{t('photos.chooseCategory')}</option>
                    {INTERIOR_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {t(`enums:interiorCategory.${category}`)}
                      </option>
                    ))}
                  </select>
                  <Problem id={categoryError} message={problems?.category} />
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={disabled || !canMove(photos, index, -1)}
                    aria-label={t('photos.moveUp', { photo: label })}
                    onClick={() => onChange(movePhoto(photos, index, -1))}
                  >
                    <ArrowUp aria-hidden size={18} />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={disabled || !canMove(photos, index, 1)}
                    aria-label={t('photos.moveDown', { photo: label })}
                    onClick={() => onChange(movePhoto(photos, index, 1))}
                  >
                    <ArrowDown aria-hidden size={18} />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, 'ml-auto text-red-700')}
                    disabled={disabled}
                    aria-label={t('photos.remove', { photo: label })}
                    onClick={() => {
                      const left = removePhoto(photos, photo.key);
                      onChange(left);
                      onProblem(null);
                    }}
                  >
                    <Trash2 aria-hidden size={18} />
                  </button>
                </div>
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
          {photos.length === 0 ? t('photos.add') : t('photos.addMore')}
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            disabled={disabled}
            className="sr-only"
            aria-describedby={[`${inputId}-hint`, problem ? problemId : ''].filter(Boolean).join(' ')}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const result = addPhotos(photos, Array.from(event.target.files ?? []), defaultCategory);
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
