import {
  BUDGET_TIERS,
  INTERIOR_CATEGORIES,
  INTERIOR_SERVICES,
  LIMITS,
  type FirmBody,
  type MessageKey,
  type MyFirm,
} from '@ghorbari/contracts';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import {
  FieldLabel,
  FieldMessage,
  FormAlert,
  inputClass,
  labelClass,
  PhoneField,
  SubmitButton,
  TextField,
  useFieldIds,
} from '../../components/form-fields.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { LocationFormPicker } from '../../components/location-form-picker.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, SERVER_ERROR } from '../../lib/api-error-message.ts';
import { asciiDigits } from '../../lib/ascii-digits.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { FirmFiles } from './api/save-firm.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { checkedChanges, firmResolver, type FirmFormValues } from './firm-form-values.ts';
import { FirmPhotoList } from './firm-photo-list.tsx';
import {
  isCategory,
  newFiles,
  photoCountProblem,
  photoFields,
  photoProblems,
  type GalleryPhoto,
} from './firm-photos.ts';
import { LogoField, type LogoState } from './logo-field.tsx';
import { prepareFiles } from './prepare-files.ts';
import { UploadStatus, type UploadState } from './upload-status.tsx';

interface FirmFormProps {
  defaultValues: FirmFormValues;
  defaultPhotos: GalleryPhoto[];
  defaultLogo: LogoState;
  /** The firm being edited; null when applying. */
  firm: MyFirm | null;
  /** Sends the firm; throws ApiError on refusal (its issues are shown next to the fields). */
  onSubmit: (body: FirmBody, files: FirmFiles, report: (state: UploadState) => void) => Promise<void>;
}

type FirmFormApi = UseFormReturn<FirmFormValues, unknown, FirmBody>;

/** The form's fields, where a server problem about them is shown. */
const FIELDS = ['name', 'categories', 'services', 'budgetTier', 'location', 'phone', 'about', 'aboutEn'] as const;

/**
 * The about text with a live counter: the Bengali as the owner writes it, and the same in English
 * (optional) for readers of the English site (ADR 039).
 */
function AboutField({ form, name }: { form: FirmFormApi; name: 'about' | 'aboutEn' }) {
  const { t } = useTranslation('firms');
  const language = useLanguage();
  const text = useWatch({ control: form.control, name });
  const error = form.formState.errors[name];
  const english = name === 'aboutEn';
  const ids = useFieldIds(english ? 'firm-about-en' : 'firm-about', true, error);
  const length = text.trim().length;
  const short = length < LIMITS.firm.aboutMinLength;
  const min = formatNumber(LIMITS.firm.aboutMinLength, language);
  return (
    <div>
      <FieldLabel htmlFor={ids.fieldId} label={english ? t('form.aboutEn') : t('form.about')} optional={english} />
      <textarea
        id={ids.fieldId}
        rows={english ? 5 : 7}
        lang={english ? 'en' : undefined}
        maxLength={LIMITS.firm.aboutMaxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClass} h-auto py-2`}
        {...form.register(name)}
      />
      <p id={ids.hintId} className="mt-1 flex justify-between gap-3 text-sm text-gray-600">
        <span>{english ? t('form.aboutEnHint') : t('form.aboutHint', { min })}</span>
        <span className={`shrink-0 tabular-nums ${short && length > 0 ? 'font-semibold text-amber-800' : ''}`}>
          {t('form.counter', {
            n: formatNumber(length, language),
            max: formatNumber(LIMITS.firm.aboutMaxLength, language),
          })}
        </span>
      </p>
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}

/** On a listed firm, a new name or phone waits for support; the page keeps the approved ones meanwhile. */
function CheckedChangesNote({ form, firm }: { form: FirmFormApi; firm: MyFirm | null }) {
  const { t } = useTranslation('firms');
  const [name, phone] = useWatch({ control: form.control, name: ['name', 'phone'] });
  const changed = checkedChanges(firm, { name, phone });
  const text =
    changed.name && changed.phone
      ? t('form.checkedBoth')
      : changed.name
        ? t('form.checkedName', { name: firm?.name })
        : changed.phone
          ? t('form.checkedPhone', { phone: firm?.phone })
          : null;
  return (
    <div aria-live="polite">
      {text ? (
        <p
          className={cn(
            'flex items-start gap-2 rounded-md bg-amber-50',
            'p-3 text-[15px] text-amber-900 ring-1 ring-amber-200',
          )}
        >
          <Info aria-hidden size={18} className="mt-0.5 shrink-0" />
          <span>{text}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Apply to list a firm, or edit its page: one page of sections, phone first; photos and logo go up with progress. */
export function FirmForm({ defaultValues, defaultPhotos, defaultLogo, firm, onSubmit }: FirmFormProps) {
  const { t } = useTranslation(['firms', 'enums', 'messages']);
  const form = useForm<FirmFormValues, unknown, FirmBody>({ resolver: firmResolver, defaultValues, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [photos, setPhotos] = useState(defaultPhotos);
  const [logo, setLogo] = useState(defaultLogo);
  const [listProblem, setListProblem] = useState<MessageKey | null>(null);
  const [checked, setChecked] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const categories = useWatch({ control: form.control, name: 'categories' });
  const firstCategory = categories.find(isCategory) ?? '';
  const problems = checked ? photoProblems(photos) : new Map();
  const editing = firm !== null;

  /** Photos are checked with the fields: all problems show at once. */
  function photosInOrder(): boolean {
    const count = photoCountProblem(photos);
    setListProblem(count);
    setChecked(true);
    return count === null && photoProblems(photos).size === 0;
  }

  const send = form.handleSubmit(
    async (body) => {
      if (!photosInOrder()) {
        const heading = document.getElementById('firm-photos');
        heading?.scrollIntoView({ block: 'start' });
        heading?.focus({ preventScroll: true });
        return;
      }
      setFormProblem(null);
      try {
        const files = await prepareFiles(
          { logo: logo.kind === 'new' ? logo.file : null, photos: newFiles(photos) },
          setUpload,
        );
        const removeLogo = editing && defaultLogo.kind !== 'none' && logo.kind === 'none';
        await onSubmit({ ...body, ...photoFields(photos), removeLogo }, files, setUpload);
      } catch (error) {
        // Nothing is cleared: sending again sends the same values and photos.
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        let placed = false;
        for (const issue of issues) {
          if (!FIELDS.some((field) => issue.path === field || issue.path.startsWith(`${field}.`))) continue;
          form.setError(
            issue.path as FieldPath<FirmFormValues>,
            { type: SERVER_ERROR, message: issue.message },
            { shouldFocus: !placed },
          );
          placed = true;
        }
        if (!placed) setFormProblem(issues[0]?.message ?? apiErrorMessage(error, t, 'errors.internal'));
      } finally {
        setUpload(null);
      }
    },
    () => void photosInOrder(),
  );

  const placeError = errors.location?.division ?? errors.location?.district ?? errors.location?.subDistrict;
  return (
    <form
      noValidate
      aria-label={editing ? t('form.editLabel') : t('form.applyLabel')}
      onSubmit={(event) => void send(event)}
      className="space-y-5"
    >
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormSection id="firm-basics" title={t('form.basics')}>
          <TextField
            label={t('form.name')}
            maxLength={LIMITS.firm.nameMaxLength}
            autoComplete="organization"
            hint={t('form.nameHint')}
            error={errors.name}
            {...form.register('name')}
          />
          <ChoiceGroup
            kind="checkbox"
            legend={t('form.categories')}
            hint={t('form.categoriesHint')}
            options={INTERIOR_CATEGORIES.map((value) => [value, t(`enums:interiorCategory.${value}`)] as const)}
            error={errors.categories as never}
            registration={form.register('categories')}
          />
          <ChoiceGroup
            kind="checkbox"
            legend={t('form.services')}
            hint={t('form.servicesHint')}
            options={INTERIOR_SERVICES.map((value) => [value, t(`enums:interiorService.${value}`)] as const)}
            error={errors.services as never}
            registration={form.register('services')}
          />
          <ChoiceGroup
            kind="radio"
            legend={t('form.budgetTier')}
            hint={t('form.budgetTierHint')}
            options={BUDGET_TIERS.map((value) => [value, t(`enums:budgetTier.${value}`)] as const)}
            error={errors.budgetTier}
            registration={form.register('budgetTier')}
          />
          <fieldset className="min-w-0">
            <legend className={`${labelClass} mb-1`}>{t('form.budgetPerSqft')}</legend>
            <p className="mb-2 text-sm text-gray-600">{t('form.budgetPerSqftHint')}</p>
            <div className="grid grid-cols-2 gap-3 sm:max-w-md">
              <TextField
                label={t('form.budgetMin')}
                inputMode="numeric"
                autoComplete="off"
                error={errors.budgetPerSqft?.min}
                {...form.register('budgetPerSqft.min')}
              />
              <TextField
                label={t('form.budgetMax')}
                inputMode="numeric"
                autoComplete="off"
                error={errors.budgetPerSqft?.max}
                {...form.register('budgetPerSqft.max')}
              />
            </div>
          </fieldset>
        </FormSection>
        <FormSection id="firm-contact" title={t('form.contact')}>
          <fieldset className="min-w-0">
            <legend className={`${labelClass} mb-1`}>{t('form.address')}</legend>
            <LocationFormPicker control={form.control} name="location" required />
            <FieldMessage id={placeError ? 'firm-location-error' : undefined} error={placeError} />
          </fieldset>
          <TextField
            label={t('form.more')}
            optional
            maxLength={200}
            hint={t('form.moreHint')}
            error={errors.location?.more}
            {...form.register('location.more')}
          />
          <PhoneField
            label={t('form.phone')}
            hint={t('form.phoneHint')}
            error={errors.phone}
            {...form.register('phone', { setValueAs: (value: unknown) => asciiDigits(value) as string })}
          />
          <CheckedChangesNote form={form} firm={firm} />
        </FormSection>
        <FormSection id="firm-about-section" title={t('form.aboutSection')}>
          <AboutField form={form} name="about" />
          <AboutField form={form} name="aboutEn" />
          <LogoField logo={logo} onChange={setLogo} />
        </FormSection>
        <section
          aria-labelledby="firm-photos"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
        >
          <h2
            id="firm-photos"

            tabIndex={-1}
            className="mb-2 text-lg font-semibold text-gray-900 outline-none"
          >
            {t('form.photos')}
          </h2>
          <FirmPhotoList
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              if (checked) setListProblem(photoCountProblem(next));
            }}
            defaultCategory={firstCategory}
            problem={listProblem}
            onProblem={(problem) => setListProblem(problem ?? (checked ? photoCountProblem(photos) : null))}
            photoProblems={problems}
          />
        </section>
      </fieldset>
      {upload ? <UploadStatus state={upload} /> : null}
      <FormAlert message={formProblem} />
      <div
        className={cn(
          'flex flex-col gap-3 rounded-xl bg-white p-4',
          'shadow-sm ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        )}
      >
        <p className="text-[15px] text-gray-700">{editing ? t('form.editNote') : t('form.applyNote')}</p>
        <SubmitButton pending={isSubmitting} pendingText={t('form.sending')} className="sm:w-auto">
          {editing ? t('form.save') : t('form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
