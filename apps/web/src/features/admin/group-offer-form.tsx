import { FACILITIES, type GroupOfferBody, type MessageKey } from '@ghorbari/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { DateField } from '../../components/date-field.tsx';
import { dateControlProps } from '../../components/date-field-control.ts';
import {
  FieldMessage,
  FormAlert,
  labelClass,
  PhoneField,
  SubmitButton,
  TextField,
} from '../../components/form-fields.tsx';
import { LocationFormPicker } from '../../components/location-form-picker.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { yearRange } from '../../lib/calendar-parts.ts';
import { filesToSend } from '../../lib/photo-set.ts';
import { TextAreaField } from './form-parts.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { DescriptionField, LandField, NumberField } from './group-offer-fields.tsx';
import { groupOfferResolver, OFFER_FORM_FIELDS, type GroupOfferFormValues } from './group-offer-form-values.ts';
import { GroupOfferPhotoList } from './group-offer-photo-list.tsx';
import { keptIds, newFiles, photoCountProblem, type OfferPhoto } from './group-offer-photos.ts';
import { OfferUploadStatus, type UploadState } from './group-offer-upload-status.tsx';

/** Work may have started years ago; handover may be years away. */
function offerYears(month: string): number[] {
  const thisYear = new Date().getFullYear();
  return yearRange(thisYear - 10, thisYear + 10, month.slice(0, 4));
}

interface GroupOfferFormProps {
  defaultValues: GroupOfferFormValues;
  defaultPhotos: OfferPhoto[];
  editing: boolean;
  /** Sends the offer; throws ApiError on refusal (its issues are shown beside the fields). */
  onSubmit: (body: GroupOfferBody, photos: File[], report: (state: UploadState) => void) => Promise<void>;
}

/**
 * A group-building offer as support writes it down after meeting the developer or landowner
 * (issue 15): one page of sections, checked by the contracts' schema before anything is sent.
 */
export function GroupOfferForm({ defaultValues, defaultPhotos, editing, onSubmit }: GroupOfferFormProps) {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const form = useForm<GroupOfferFormValues, unknown, GroupOfferBody>({
    resolver: groupOfferResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [photos, setPhotos] = useState(defaultPhotos);
  const [photoProblem, setPhotoProblem] = useState<MessageKey | null>(null);
  const [checked, setChecked] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);

  /** Photos are checked with the fields: all problems show at once. */
  function photosInOrder(): boolean {
    const problem = photoCountProblem(photos);
    setPhotoProblem(problem);
    setChecked(true);
    return problem === null;
  }

  const send = form.handleSubmit(
    async (body) => {
      if (!photosInOrder()) {
        const heading = document.getElementById('offer-photos');
        heading?.scrollIntoView({ block: 'start' });
        heading?.focus({ preventScroll: true });
        return;
      }
      setFormProblem(null);
      try {
        const files = await filesToSend(newFiles(photos), setUpload);
        await onSubmit({ ...body, keepPhotos: keptIds(photos) }, files, setUpload);
      } catch (error) {
        // Nothing is cleared: sending again sends the same values and photos.
        if (!applyServerIssues(error, form.setError, OFFER_FORM_FIELDS)) {
          const issues = error instanceof ApiError ? (error.issues ?? []) : [];
          setFormProblem(issues[0]?.message ?? apiErrorMessage(error, t, 'errors.internal'));
        }
      } finally {
        setUpload(null);
      }
    },
    () => void photosInOrder(),
  );

  const placeError = errors.location?.division ?? errors.location?.district ?? errors.location?.subDistrict;
  const field = (name: string) => t(`groupOffers.form.${name}`);
  return (
    <form
      noValidate
      aria-label={editing ? t('groupOffers.form.editLabel') : t('groupOffers.form.newLabel')}
      onSubmit={(event) => void send(event)}
      className="space-y-5"
    >
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormSection id="offer-basics" title={field('basics')}>
          <TextField
            label={field('title')}
            hint={field('titleHint')}
            maxLength={120}
            error={errors.title}
            {...form.register('title')}
          />
          <TextField
            label={field('titleEn')}
            hint={field('titleEnHint')}
            optional
            lang="en"
            maxLength={120}
            error={errors.titleEn}
            {...form.register('titleEn')}
          />
          <TextField
            label={field('developBy')}
            hint={field('developByHint')}
            maxLength={120}
            error={errors.developBy}
            {...form.register('developBy')}
          />
          <PhoneField
            label={field('phone')}
            hint={field('phoneHint')}
            autoComplete="off"
            error={errors.phone}
            {...form.register('phone')}
          />
        </FormSection>

        <FormSection id="offer-location" title={field('locationSection')}>
          <fieldset className="min-w-0">
            <legend className={`${labelClass} mb-1`}>{field('place')}</legend>
            <LocationFormPicker control={form.control} name="location" required />
            <FieldMessage id={placeError ? 'offer-location-error' : undefined} error={placeError} />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={field('street')}
              optional
              maxLength={120}
              error={errors.location?.street}
              {...form.register('location.street')}
            />
            <TextField
              label={field('house')}
              optional
              maxLength={60}
              error={errors.location?.house}
              {...form.register('location.house')}
            />
          </div>
        </FormSection>

        <FormSection id="offer-building" title={field('buildingSection')}>
          <LandField form={form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField form={form} name="floors" label={field('floors')} hint={field('floorsHint')} />
            <NumberField
              form={form}
              name="areaPerShare"
              label={field('areaPerShare')}
              hint={field('areaPerShareHint')}
            />
          </div>
          {/* Pairs side by side even on a phone: their labels are short and read together. */}
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            <NumberField form={form} name="flatSizeMin" label={field('flatSizeMin')} />
            <NumberField form={form} name="flatSizeMax" label={field('flatSizeMax')} />
            <NumberField form={form} name="sharesTotal" label={field('sharesTotal')} />
            <NumberField form={form} name="sharesLeft" label={field('sharesLeft')} hint={field('sharesLeftHint')} />
          </div>
        </FormSection>

        <FormSection id="offer-price" title={field('priceSection')}>
          <p className="text-[15px] text-gray-700">{field('priceIntro')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField form={form} name="pricePerShare" money label={field('pricePerShare')} optional />
            <NumberField form={form} name="pricePerSqft" money label={field('pricePerSqft')} optional />
            <NumberField form={form} name="bookingAmount" money label={field('bookingAmount')} optional />
            <NumberField
              form={form}
              name="instalments"
              label={field('instalments')}
              hint={field('instalmentsHint')}
              optional
            />
          </div>
          <TextAreaField
            id="offer-payment-plan"
            label={field('paymentPlan')}
            hint={field('paymentPlanHint')}
            optional
            rows={3}
            maxLength={500}
            error={errors.paymentPlan}
            {...form.register('paymentPlan')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {(['startMonth', 'handoverMonth'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field: month }) => (
                  <DateField
                    withDay={false}
                    label={field(name)}
                    optional
                    {...dateControlProps(month)}
                    years={offerYears(month.value)}
                    error={errors[name]}
                  />
                )}
              />
            ))}
          </div>
        </FormSection>

        <FormSection id="offer-details" title={field('detailsSection')}>
          <ChoiceGroup
            kind="checkbox"
            legend={field('facilities')}
            optional
            options={FACILITIES.map((value) => [value, t(`enums:facility.${value}`)] as const)}
            error={errors.facilities as never}
            registration={form.register('facilities')}
          />
          <DescriptionField form={form} />
          <DescriptionField form={form} english />
        </FormSection>

        <section
          aria-labelledby="offer-photos"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
        >
          <h2 id="offer-photos" tabIndex={-1} className="mb-2 text-lg font-semibold text-gray-900 outline-none">
            {field('photos')}
          </h2>
          <GroupOfferPhotoList
            headingId="offer-photos"
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              if (checked) setPhotoProblem(photoCountProblem(next));
            }}
            problem={photoProblem}
            onProblem={(problem) => {
              // No problem with the files: the count, once checked, was just updated by onChange.
              if (problem) setPhotoProblem(problem);
              else if (!checked) setPhotoProblem(null);
            }}
          />
        </section>
      </fieldset>
      {upload ? <OfferUploadStatus state={upload} /> : null}
      <FormAlert message={formProblem} />
      <div
        className={cn(
          'flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200',
          'sm:flex-row sm:items-center sm:justify-between sm:p-6',
        )}
      >
        <p className="text-[15px] text-gray-700">{editing ? field('editNote') : field('newNote')}</p>
        <SubmitButton pending={isSubmitting} pendingText={field('sending')} className="sm:w-auto">
          {editing ? field('save') : field('publish')}
        </SubmitButton>
      </div>
    </form>
  );
}
