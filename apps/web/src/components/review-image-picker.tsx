import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { pickReviewFiles, REVIEW_IMAGE_ACCEPT } from '../lib/review-images.ts';
import { usePassingMessage } from '../lib/use-passing-message.ts';
import { useLanguage } from '../lib/use-language.ts';

/** A photo of a review: one already published with it (kept on an edit) or one just chosen. */
export type ReviewPhoto =
  { id: string; kind: 'kept'; src: string } | { id: string; kind: 'new'; file: File; url: string };

let next = 0;
const newId = () => `review-photo-${Date.now()}-${next++}`;

export const keptPhotos = (images: string[]): ReviewPhoto[] =>
  images.map((src) => ({ id: newId(), kind: 'kept', src }));

/** Frees the previews of chosen files (when the dialog closes). */
export const releasePhotos = (photos: ReviewPhoto[]) =>
  photos.forEach((photo) => (photo.kind === 'new' ? URL.revokeObjectURL(photo.url) : undefined));

interface ReviewImagePickerProps {
  photos: ReviewPhoto[];
  onChange: (photos: ReviewPhoto[]) => void;
  /** A problem from outside the picker (the photos could not be prepared), shown the same way. */
  problem?: MessageKey | null;
  disabled?: boolean;
}

/**
 * Up to 2 photos with previews and remove (spec §5). The rules' messages ('Please upload only
 * image files.', 'Maximum 2 images allowed.') clear after 5 s.
 */
export function ReviewImagePicker({ photos, onChange, problem = null, disabled }: ReviewImagePickerProps) {
  const { t } = useTranslation(['reviews', 'messages']);
  const language = useLanguage();
  const inputId = useId();
  const [ownProblem, showProblem] = usePassingMessage<MessageKey>();
  const shownProblem = ownProblem ?? problem;
  const full = photos.length >= LIMITS.review.maxImages;
  const n = (value: number) => formatNumber(value, language);

  return (
    <div>
      <p id={`${inputId}-hint`} className="text-[15px] text-gray-700">
        {t('photos.hint', { max: n(LIMITS.review.maxImages) })}
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-semibold text-gray-800">
        {t('photos.count', { n: n(photos.length), max: n(LIMITS.review.maxImages) })}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => {
          const label = t('photos.photo', { n: n(index + 1) });
          return (
            <li key={photo.id} className="relative overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200">
              <img
                src={photo.kind === 'new' ? photo.url : photo.src}
                alt={label}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                aria-label={t('photos.remove', { photo: label })}
                onClick={() => {
                  if (photo.kind === 'new') URL.revokeObjectURL(photo.url);
                  onChange(photos.filter((item) => item.id !== photo.id));
                }}
                className={cn(
                  'absolute right-1.5 top-1.5 inline-flex h-10 w-10 items-center justify-center rounded-full',
                  'bg-white/95 text-red-700 shadow ring-1 ring-gray-300 hover:bg-red-50 disabled:opacity-40',
                )}
              >
                <X aria-hidden size={20} />
              </button>
            </li>
          );
        })}
        {!full ? (
          <li>
            <label
              htmlFor={inputId}
              className={cn(
                'flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-2',
                'rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 p-3 text-center',
                'font-semibold text-brand-800 hover:bg-brand-100',
                'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
              )}
            >
              <ImagePlus aria-hidden size={28} />
              {t('photos.add')}
              <input
                id={inputId}
                type="file"
                multiple
                accept={REVIEW_IMAGE_ACCEPT}
                disabled={disabled}
                className="sr-only"
                aria-describedby={[`${inputId}-hint`, shownProblem ? `${inputId}-problem` : null]
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={shownProblem ? true : undefined}
                onChange={(event) => {
                  const result = pickReviewFiles(photos.length, Array.from(event.target.files ?? []));
                  event.target.value = '';
                  const added: ReviewPhoto[] = result.files.map((file) => ({
                    id: newId(),
                    kind: 'new',
                    file,
                    url: URL.createObjectURL(file),
                  }));
                  if (added.length > 0) onChange([...photos, ...added]);
                  showProblem(result.problem);
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {shownProblem ? (
        <p
          id={`${inputId}-problem`}
          role="alert"
          className="mt-2 flex items-start gap-1 text-sm font-semibold text-red-700"
        >
          <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t(shownProblem, { ns: 'messages' })}
        </p>
      ) : null}
    </div>
  );
}
