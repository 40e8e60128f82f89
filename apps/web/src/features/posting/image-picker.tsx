import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, ChevronLeft, ChevronRight, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ACCEPT_ATTRIBUTE, addFiles, move, release, type PostImage } from './post-images.ts';
import { isPrepared, preparedPhoto } from '../../lib/resize-image.ts';
import { cn } from '../../lib/class-names.ts';

interface ImagePickerProps {
  images: PostImage[];
  onChange: (images: PostImage[]) => void;
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  disabled?: boolean;
}

const iconButton = cn(
  'inline-flex h-10 w-10 items-center justify-center rounded-md',
  'bg-white/95 text-gray-800 shadow ring-1 ring-gray-300',
  'hover:text-brand-800 disabled:opacity-40',
);

const preparing = (image: PostImage) => image.kind === 'new' && !isPrepared(image.file);

/**
 * Chosen photos are made smaller at once (resize-image.ts), while the reader goes on with the
 * form; the picker shows which are still being prepared and redraws as each is ready.
 */
function usePreparedPhotos(images: PostImage[]): number {
  const [, ready] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let live = true;
    for (const image of images) {
      if (image.kind === 'new' && preparing(image)) void preparedPhoto(image.file).then(() => live && ready());
    }
    return () => {
      live = false;
    };
  }, [images]);
  return images.filter(preparing).length;
}

/** 1 to 5 photos with previews, move left/right (the first is the cover) and remove. */
export function ImagePicker({ images, onChange, problem, onProblem, disabled }: ImagePickerProps) {
  const { t } = useTranslation(['posting', 'messages']);
  const language = useLanguage();
  const inputId = useId();
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  // Previews of chosen files are released when the page closes.
  useEffect(() => () => latest.current.forEach(release), []);

  const unprepared = usePreparedPhotos(images);
  const full = images.length >= LIMITS.post.maxImages;
  const problemId = problem ? `${inputId}-problem` : undefined;

  return (
    <div>
      <p id={`${inputId}-hint`} className="text-[15px] text-gray-700">
        {t('images.hint', { max: formatNumber(LIMITS.post.maxImages, language), size: formatNumber(10, language) })}
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-semibold text-gray-800">
        {t('images.count', {
          count: images.length,
          n: formatNumber(images.length, language),
          max: formatNumber(LIMITS.post.maxImages, language),
        })}
      </p>
      <p role="status" className="text-sm text-gray-700">
        {unprepared > 0 ? t('images.preparing', { count: unprepared, n: formatNumber(unprepared, language) }) : null}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {images.map((image, index) => {
          const label = t('images.photo', { n: formatNumber(index + 1, language) });
          return (
            <li key={image.id} className="relative overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200">
              <img
                src={image.kind === 'new' ? image.url : image.card}
                alt={label}
                className="aspect-[4/3] w-full object-cover"
              />
              {preparing(image) ? (
                <span
                  className={cn(
                    'absolute inset-x-0 top-0 flex aspect-[4/3] items-center justify-center gap-1.5',
                    'bg-white/80 text-sm font-semibold text-gray-900',
                  )}
                >
                  <Loader2 aria-hidden size={16} className="animate-spin text-brand-700" />
                  {t('images.preparingOne')}
                </span>
              ) : null}
              {index === 0 ? (
                <span
                  className={cn(
                    'absolute left-1.5 top-1.5 rounded bg-brand-700 px-2 py-0.5 text-xs',
                    'font-semibold text-white',
                  )}
                >
                  {t('images.cover')}
                </span>
              ) : null}
              <div className="flex items-center justify-between gap-1 p-1.5">
                <button
                  type="button"
                  className={iconButton}
                  disabled={disabled || index === 0}
                  aria-label={t('images.moveLeft', { photo: label })}
                  onClick={() => onChange(move(images, index, -1))}
                >
                  <ChevronLeft aria-hidden size={20} />
                </button>
                <button
                  type="button"
                  className={`${iconButton} text-red-700`}
                  disabled={disabled}
                  aria-label={t('images.remove', { photo: label })}
                  onClick={() => {
                    release(image);
                    onChange(images.filter((item) => item.id !== image.id));
                  }}
                >
                  <Trash2 aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={disabled || index === images.length - 1}
                  aria-label={t('images.moveRight', { photo: label })}
                  onClick={() => onChange(move(images, index, 1))}
                >
                  <ChevronRight aria-hidden size={20} />
                </button>
              </div>
            </li>
          );
        })}
        {!full ? (
          <li>
            <label
              htmlFor={inputId}
              className={cn(
                'flex h-full min-h-36 w-full cursor-pointer flex-col items-center',
                'justify-center gap-2 rounded-lg border-2 border-dashed',
                'border-brand-600 bg-brand-50 p-3 text-center font-semibold',
                'text-brand-800 focus-within:outline-2 focus-within:outline-offset-2',
                'focus-within:outline-brand-700 hover:bg-brand-100',
              )}
            >
              <ImagePlus aria-hidden size={28} />
              {t('images.add')}
              <input
                id={inputId}
                type="file"
                multiple
                accept={ACCEPT_ATTRIBUTE}
                disabled={disabled}
                className="sr-only"
                aria-describedby={[`${inputId}-hint`, problemId].filter(Boolean).join(' ')}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => {
                  const result = addFiles(images, Array.from(event.target.files ?? []));
                  event.target.value = '';
                  onChange(result.images);
                  onProblem(result.problem);
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 flex items-start gap-1 text-sm font-semibold text-red-700">
          <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t(problem, { ns: 'messages' })}
        </p>
      ) : null}
    </div>
  );
}
