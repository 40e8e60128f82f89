import { INTERIOR_CATEGORIES, LIMITS, type InteriorCategory, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass, OptionalMark } from '../../components/form-fields.tsx';
import { PhotoCards } from '../../components/photo-list/photo-cards.tsx';
import { cn } from '../../lib/class-names.ts';
import {
  FIRM_PHOTO_RULES,
  isCategory,
  newGalleryPhoto,
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

const selectClass = inputClass.replace('read-only:bg-gray-100', '');

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

/** A gallery photo's caption (and, if the owner likes, the caption in English) and the kind of work it shows. */
function PhotoFields({
  photo,
  label,
  photos,
  onChange,
  problems,
  disabled,
}: {
  photo: GalleryPhoto;
  label: string;
  photos: GalleryPhoto[];
  onChange: (photos: GalleryPhoto[]) => void;
  problems: PhotoProblem | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['firms', 'enums']);
  const inputId = useId();
  const captionError = `${inputId}-${photo.key}-caption-error`;
  const captionEnError = `${inputId}-${photo.key}-caption-en-error`;
  const categoryError = `${inputId}-${photo.key}-category-error`;
  return (
    <>
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
    </>
  );
}

/**
 * The firm's gallery: 3 to 30 photos of finished work, each with a caption (and, if the owner
 * likes, the caption in English) and the kind of work it shows, moved up or down (the first is
 * the cover) and removed with buttons a thumb can hit.
 */
export function FirmPhotoList({ defaultCategory, photoProblems, ...list }: FirmPhotoListProps) {
  return (
    <PhotoCards
      {...list}
      namespace="firms"
      block="photos"
      move={{ back: 'moveUp', on: 'moveDown' }}
      columns="sm:grid-cols-2"
      testId="gallery-photo"
      rules={FIRM_PHOTO_RULES}
      extend={newGalleryPhoto(defaultCategory)}
      details={(photo, label) => (
        <PhotoFields
          photo={photo}
          label={label}
          photos={list.photos}
          onChange={list.onChange}
          problems={photoProblems.get(photo.key)}
          disabled={list.disabled}
        />
      )}
    />
  );
}
