import type { MessageKey } from '@ghorbari/contracts';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  ImagePlus,
  Loader2,
  Trash2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import {
  addFiles,
  canMove,
  isPreparing,
  mixesKinds,
  movePhoto,
  previewSrc,
  removePhoto,
  type ListPhoto,
  type NewPhoto,
  type PhotoRules,
} from '../../lib/photo-set.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PhotoProblem } from './photo-problem.tsx';
import { usePreparedPhotos, useReleaseOnUnmount } from './use-photo-previews.ts';

/** The list's words, in the caller's own namespace (numbers come formatted in the reader's digits). */
export interface PhotoListLabels {
  hint: string;
  count: string;
  /** A photo's name ("ছবি ২"): its preview's alt text, and part of its buttons' names. */
  photo: (n: string) => string;
  add: string;
  /** The add button once there are photos; `add` when not given. */
  addMore?: string;
  remove: (photo: string) => string;
  /** The move buttons' names; without them photos are not moved. */
  move?: { back: (photo: string) => string; on: (photo: string) => string };
  /** The first photo's mark; without it the first photo is not marked. */
  cover?: string;
  /** Said while saved and new photos are mixed, when new ones must stay last (`rules.newAfterKept`). */
  newLast?: string;
  /** How many chosen photos are still being made smaller; without it chosen photos are not prepared here. */
  preparing?: (count: number, n: string) => string;
  /** The mark on a photo still being prepared. */
  preparingOne?: string;
}

export interface PhotoListProps<P extends ListPhoto> {
  photos: P[];
  onChange: (photos: P[]) => void;
  rules: PhotoRules;
  /** A new photo with the form's own fields (a firm's caption and category). */
  extend: (photo: NewPhoto) => P;
  labels: PhotoListLabels;
  /** The list's problem (too few, too many, a refused file), a key of `messages`. */
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  /** Removing a photo clears the problem (a "too many" goes with it). */
  clearProblemOnRemove?: boolean;
  /**
   * 'tiles': previews with the add tile among them, moved left and right below each (the first is
   * the cover) or, when photos are not moved, square with a remove button in the corner.
   * 'cards': framed previews numbered in order, the add button after them; with `details` each
   * card holds the photo's fields, beside the preview on a phone.
   */
  look: 'tiles' | 'cards';
  /** The grid's columns (Tailwind classes), to suit how many photos the list takes. */
  columns: string;
  /** A photo's own fields (a firm's captions), drawn in its card. */
  details?: (photo: P, label: string) => ReactNode;
  testId?: string;
  labelledBy?: string;
  /** The host frees the previews itself (the list is one step of a dialog, and may close first). */
  keepPreviews?: boolean;
  disabled?: boolean;
}

const tileButton = cn(
  'inline-flex h-10 w-10 items-center justify-center rounded-md',
  'bg-white/95 text-gray-800 shadow ring-1 ring-gray-300',
  'hover:text-brand-800 disabled:opacity-40',
);
const cardButton = cn(
  'inline-flex h-11 w-11 items-center justify-center rounded-md bg-white text-gray-800',
  'ring-1 ring-gray-300 hover:text-brand-800 disabled:opacity-40',
);
const addClass = cn(
  'flex w-full cursor-pointer flex-col items-center justify-center rounded-lg',
  'border-2 border-dashed border-brand-600 bg-brand-50 p-3 text-center font-semibold text-brand-800',
  'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-brand-100',
);

function IconButton({
  Icon,
  size,
  label,
  className,
  disabled,
  onClick,
}: {
  Icon: LucideIcon;
  size: number;
  label: string;
  className: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} disabled={disabled} aria-label={label} onClick={onClick}>
      <Icon aria-hidden size={size} />
    </button>
  );
}

/**
 * One list of a form's photos (lib/photo-set.ts): add from the device, remove, and where the
 * caller has it move (the first is the cover), each photo's own fields, and which chosen photos are
 * still being made smaller. Strings, limits and messages come from the caller.
 */
export function PhotoList<P extends ListPhoto>({
  photos,
  onChange,
  rules,
  extend,
  labels,
  problem,
  onProblem,
  clearProblemOnRemove,
  look,
  columns,
  details,
  testId,
  labelledBy,
  keepPreviews = false,
  disabled,
}: PhotoListProps<P>) {
  const language = useLanguage();
  const inputId = useId();
  useReleaseOnUnmount(photos, keepPreviews);
  const unprepared = usePreparedPhotos(photos, labels.preparing !== undefined);
  const n = (value: number) => formatNumber(value, language);
  const full = photos.length >= rules.max;
  const problemId = `${inputId}-problem`;
  const tiles = look === 'tiles';

  const move = (index: number, by: -1 | 1) => onChange(movePhoto(photos, index, by, rules));
  const remove = (photo: P) => {
    onChange(removePhoto(photos, photo.key));
    if (clearProblemOnRemove) onProblem(null);
  };

  const addInput = (
    <>
      <ImagePlus aria-hidden size={28} />
      {photos.length > 0 && labels.addMore ? labels.addMore : labels.add}
      <input
        id={inputId}
        type="file"
        multiple
        accept={rules.accept}
        disabled={disabled}
        className="sr-only"
        aria-describedby={[`${inputId}-hint`, problem ? problemId : ''].filter(Boolean).join(' ')}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const result = addFiles(photos, Array.from(event.target.files ?? []), rules, extend);
          event.target.value = '';
          onChange(result.photos);
          onProblem(result.problem);
        }}
      />
    </>
  );

  function tile(photo: P, index: number, label: string) {
    const { move: moveLabels } = labels;
    return (
      <li
        key={photo.key}
        data-testid={testId}
        className="relative overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200"
      >
        <img
          src={previewSrc(photo)}
          alt={label}
          className={cn(moveLabels ? 'aspect-[4/3]' : 'aspect-square', 'w-full object-cover')}
        />
        {isPreparing(photo) && labels.preparing ? (
          <span
            className={cn(
              'absolute inset-x-0 top-0 flex aspect-[4/3] items-center justify-center gap-1.5',
              'bg-white/80 text-sm font-semibold text-gray-900',
            )}
          >
            <Loader2 aria-hidden size={16} className="animate-spin text-brand-700" />
            {labels.preparingOne}
          </span>
        ) : null}
        {index === 0 && labels.cover ? (
          <span
            className={cn(
              'absolute left-1.5 top-1.5 rounded bg-brand-700 px-2 py-0.5 text-xs',
              'font-semibold text-white',
            )}
          >
            {labels.cover}
          </span>
        ) : null}
        {moveLabels ? (
          <div className="flex items-center justify-between gap-1 p-1.5">
            <IconButton
              Icon={ChevronLeft}
              size={20}
              className={tileButton}
              disabled={disabled || !canMove(photos, index, -1, rules)}
              label={moveLabels.back(label)}
              onClick={() => move(index, -1)}
            />
            <IconButton
              Icon={Trash2}
              size={18}
              className={`${tileButton} text-red-700`}
              disabled={disabled}
              label={labels.remove(label)}
              onClick={() => remove(photo)}
            />
            <IconButton
              Icon={ChevronRight}
              size={20}
              className={tileButton}
              disabled={disabled || !canMove(photos, index, 1, rules)}
              label={moveLabels.on(label)}
              onClick={() => move(index, 1)}
            />
          </div>
        ) : (
          <IconButton
            Icon={X}
            size={20}
            disabled={disabled}
            label={labels.remove(label)}
            onClick={() => remove(photo)}
            className={cn(
              'absolute right-1.5 top-1.5 inline-flex h-10 w-10 items-center justify-center rounded-full',
              'bg-white/95 text-red-700 shadow ring-1 ring-gray-300 hover:bg-red-50 disabled:opacity-40',
            )}
          />
        )}
      </li>
    );
  }

  function card(photo: P, index: number, label: string) {
    const fields = details !== undefined;
    const [Back, On] = fields ? [ArrowUp, ArrowDown] : [ArrowLeft, ArrowRight];
    const buttons = [
      ...(labels.move
        ? [
            { Icon: Back, by: -1 as const, name: labels.move.back(label) },
            { Icon: On, by: 1 as const, name: labels.move.on(label) },
          ].map(({ Icon, by, name }) => (
            <IconButton
              key={by}
              Icon={Icon}
              size={18}
              className={cardButton}
              disabled={disabled || !canMove(photos, index, by, rules)}
              label={name}
              onClick={() => move(index, by)}
            />
          ))
        : []),
      <IconButton
        key="remove"
        Icon={Trash2}
        size={18}
        className={cn(cardButton, 'ml-auto text-red-700')}
        disabled={disabled}
        label={labels.remove(label)}
        onClick={() => remove(photo)}
      />,
    ];
    return (
      <li
        key={photo.key}
        data-testid={testId}
        className={cn(fields && 'flex gap-3 sm:flex-col', 'rounded-lg bg-white p-2 ring-1 ring-gray-200')}
      >
        <div
          className={cn(
            'relative overflow-hidden rounded-md bg-gray-100',
            fields ? 'h-28 w-28 shrink-0 sm:h-auto sm:w-full' : 'aspect-[4/3]',
          )}
        >
          <img
            src={previewSrc(photo)}
            alt={label}
            className={cn('h-full w-full object-cover', fields && 'sm:aspect-[4/3]')}
          />
          {isPreparing(photo) && labels.preparing ? (
            <span
              className={cn(
                'absolute inset-0 flex items-center justify-center bg-white/80',
                fields && 'gap-1.5 text-sm font-semibold text-gray-900',
              )}
            >
              <Loader2 aria-hidden size={fields ? 16 : 18} className="animate-spin text-brand-700" />
              <span className="sr-only">{labels.preparingOne}</span>
            </span>
          ) : null}
          <span
            className={cn(
              'absolute left-1 top-1 rounded px-1.5 py-0.5 text-xs font-semibold',
              index === 0 ? 'bg-brand-700 text-white' : 'bg-white/90 text-gray-900',
            )}
          >
            {index === 0 ? labels.cover : n(index + 1)}
          </span>
        </div>
        {details ? (
          <div className="min-w-0 flex-1 space-y-2">
            {details(photo, label)}
            <div className="flex gap-2">{buttons}</div>
          </div>
        ) : (
          <div className="mt-2 flex gap-1.5">{buttons}</div>
        )}
      </li>
    );
  }

  const List = tiles ? 'ul' : 'ol';
  return (
    <div>
      <p id={`${inputId}-hint`} className="text-[15px] text-gray-700">
        {labels.hint}
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-semibold text-gray-800">
        {labels.count}
      </p>
      {labels.newLast && rules.newAfterKept && mixesKinds(photos) ? (
        <p className="mt-1 text-sm text-gray-700">{labels.newLast}</p>
      ) : null}
      {labels.preparing ? (
        <p role="status" className="text-sm text-gray-700">
          {unprepared > 0 ? labels.preparing(unprepared, n(unprepared)) : null}
        </p>
      ) : null}
      <List aria-labelledby={labelledBy} className={cn('mt-3 grid gap-3', columns)}>
        {photos.map((photo, index) => {
          const label = labels.photo(n(index + 1));
          return tiles ? tile(photo, index, label) : card(photo, index, label);
        })}
        {tiles && !full ? (
          <li>
            <label
              htmlFor={inputId}
              className={cn(addClass, 'gap-2', labels.move ? 'h-full min-h-36' : 'aspect-square')}
            >
              {addInput}
            </label>
          </li>
        ) : null}
      </List>
      {!tiles && !full ? (
        <label htmlFor={inputId} className={cn(addClass, 'mt-3 min-h-24 gap-1')}>
          {addInput}
        </label>
      ) : null}
      <PhotoProblem id={problemId} problem={problem} />
    </div>
  );
}
