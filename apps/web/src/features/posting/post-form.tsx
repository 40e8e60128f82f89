import type { MessageKey, PostBasics } from '@ghorbari/contracts';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { SERVER_ERROR } from '../../lib/api-error-message.ts';
import { SubmitButton } from '../../components/form-fields.tsx';
import { StepIndicator } from '../../components/step-indicator.tsx';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ImagePicker } from './image-picker.tsx';
import { errorAt } from './post-fields.tsx';
import {
  postResolver,
  primaryPhoneProof,
  stepFieldsFor,
  STEPS,
  type PhoneProofs,
  type PostFormValues,
  type StepId,
} from './post-form-values.ts';
import { canRetry } from './api/submit-post.ts';
import { imageCountProblem, type PostImage, type UploadState } from './post-images.ts';
import { BasicsStep, PlaceStep, PriceStep } from './post-steps-main.tsx';
import { DetailsStep, PublishStep } from './post-steps-more.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { draftDiffers, dropDraft, readDraft, saveDraft, withDraft, type PostDraft } from './post-draft.ts';

interface PostFormProps {
  defaultValues: PostFormValues;
  defaultImages: PostImage[];
  editing: boolean;
  /** Edit limit reached: everything is shown but nothing can change. */
  locked?: boolean;
  /** The step shown first (an edit opened to change the price starts on the price). */
  initialStep?: StepId;
  /** The member's proven numbers (`UserData.verifiedPhones`): the primary number must be one (issue 40). */
  provenPhones: readonly string[];
  /**
   * Sends the post; throws ApiError on refusal (its issues are shown next to the fields).
   * `report` tells how far the photos have gone; a dropped connection or a 5xx offers a retry.
   */
  onSubmit: (body: PostBasics, images: PostImage[], report: (state: UploadState) => void) => Promise<void>;
  /**
   * Where what is typed is kept on the device until the post is sent (post-draft.ts): the member
   * and the form (`<member id>:sell`, `<member id>:edit:S-12`). Without it nothing is kept.
   */
  draftKey?: string;
}

/** How long after the last change the form's values are kept on the device. */
const DRAFT_SAVE_DELAY_MS = 500;

const buttonClass = 'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 font-semibold';

/** The step of the first field with a problem, so the reader is taken to it. */
function stepOf(path: string, fields: Record<StepId, readonly string[]>): number {
  const index = STEPS.findIndex((step) => fields[step].some((field) => path === field || path.startsWith(`${field}.`)));
  return index === -1 ? 0 : index;
}

/** The stepped sell/rent form (spec §2, §5): each step is checked with the contracts schema before the next. */
export function PostForm({
  defaultValues,
  defaultImages,
  editing,
  locked = false,
  initialStep,
  provenPhones,
  onSubmit,
  draftKey,
}: PostFormProps) {
  const { t } = useTranslation(['posting', 'messages']);
  const language = useLanguage();
  // Checked as the reader types, not on blur: a message vanishing on blur moves the Next button
  // from under a finger that is already tapping it.
  const form = useForm<PostFormValues, unknown, PostBasics>({
    resolver: postResolver,
    defaultValues,
    mode: 'onChange',
  });
  const [current, setCurrent] = useState(initialStep ? STEPS.indexOf(initialStep) : 0);
  // The furthest step reached: a new post's stepper goes back to any of them; an edit's to any step.
  const [reached, setReached] = useState(editing ? STEPS.length - 1 : current);
  const stepFields = stepFieldsFor(useWatch({ control: form.control, name: 'propertyType' }));
  // The profile's phone, also when it arrives after the form is shown; never over what was typed.
  const profilePhone = defaultValues.primaryPhone;
  useEffect(() => {
    if (profilePhone && !form.getValues('primaryPhone') && !form.getFieldState('primaryPhone').isDirty)
      form.setValue('primaryPhone', profilePhone);
  }, [profilePhone, form]);
  const drafts = draftKey && !locked ? draftKey : null;
  // A draft left from before is offered back, not put in by itself: the poster may have posted it
  // from another tab, or want to start afresh.
  const [offer, setOffer] = useState<PostDraft | null>(() => {
    const draft = drafts ? readDraft(drafts) : null;
    return draft && draftDiffers(defaultValues, draft) ? draft : null;
  });
  // Sent: the draft is thrown away (again once rendered, in case a save was pending meanwhile).
  const [posted, setPosted] = useState(false);
  useEffect(() => {
    if (!drafts) return;
    if (posted) {
      dropDraft(drafts);
      return;
    }
    let pending: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      if (pending === undefined) return;
      clearTimeout(pending);
      pending = undefined;
      saveDraft(drafts, form.getValues());
    };
    // What the poster changes (not what the form sets itself) is kept a moment after the last change.
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type !== 'change') return;
        clearTimeout(pending);
        pending = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
      },
    });
    // A phone leaving the browser may never come back to it: what is pending is kept at once.
    const onHide = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', saveNow);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', saveNow);
      clearTimeout(pending);
    };
  }, [drafts, form, posted]);
  /** The draft's values in the boxes (the form's own start stays what an edit compares with), or thrown away. */
  function answerOffer(restore: boolean) {
    if (restore && offer) form.reset(withDraft(defaultValues, offer), { keepDefaultValues: true });
    else if (drafts) dropDraft(drafts);
    setOffer(null);
  }
  const [images, setImages] = useState(defaultImages);
  const [imageProblem, setImageProblem] = useState<MessageKey | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [failed, setFailed] = useState(false);
  const step: StepId = STEPS[current]!;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const last = current === STEPS.length - 1;
  // An edit may keep the post's primary number as it was, proven or not (the API allows it).
  const keptPhone = editing ? defaultValues.primaryPhone : null;
  const proofs = useMemo<PhoneProofs>(() => ({ proven: provenPhones, kept: keptPhone }), [provenPhones, keptPhone]);
  // Refused for an unproven number, the form goes back to it: the box takes the focus once shown
  // (after the step's heading has taken it), each time.
  const [phoneRefusals, setPhoneRefusals] = useState(0);
  useEffect(() => {
    if (phoneRefusals > 0) form.setFocus('primaryPhone');
  }, [phoneRefusals, form]);

  async function stepIsValid(index: number): Promise<boolean> {
    const id = STEPS[index]!;
    if (id === 'photos') {
      const problem = imageCountProblem(images, editing);
      setImageProblem(problem);
      return problem === null;
    }
    const fields = stepFields[id] as readonly FieldPath<PostFormValues>[];
    if (fields.length > 0 && !(await form.trigger(fields as FieldPath<PostFormValues>[], { shouldFocus: true })))
      return false;
    // The contact step is not passed with a primary number the member has not proven (issue 64): the
    // way to prove it is right under the box, not four steps later at "Submit".
    if (fields.includes('primaryPhone') && primaryPhoneProof(form.getValues('primaryPhone'), proofs) === 'unproven') {
      refusePhone();
      return false;
    }
    return true;
  }

  /** Says under the primary number that it must be proven first, with the way to prove it, and goes to it. */
  function refusePhone() {
    form.setError('primaryPhone', { type: 'proof', message: 'validation.primaryPhoneUnverified' });
    setCurrent(STEPS.indexOf('place'));
    setPhoneRefusals((count) => count + 1);
  }

  async function next() {
    if (!(await stepIsValid(current))) return;
    setCurrent(current + 1);
    setReached(Math.max(reached, current + 1));
  }

  /** A tap on the stepper: back at once; forward once the step shown is in order. */
  async function goTo(index: number) {
    if (index < current || (await stepIsValid(current))) setCurrent(index);
  }

  const send = form.handleSubmit(
    async (body) => {
      const problem = imageCountProblem(images, editing);
      if (problem) {
        setImageProblem(problem);
        setCurrent(STEPS.indexOf('photos'));
        return;
      }
      setFormProblem(null);
      setFailed(false);
      // Not sent with a primary number the member has not proven: said under it, with the way to prove it.
      if (primaryPhoneProof(body.primaryPhone, proofs) === 'unproven') {
        refusePhone();
        return;
      }
      try {
        await onSubmit(body, images, setUpload);
        if (drafts) dropDraft(drafts);
        setPosted(true);
      } catch (error) {
        // Nothing is cleared: "try again" sends the same values and photos.
        setFailed(canRetry(error));
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        for (const issue of issues)
          form.setError(issue.path as FieldPath<PostFormValues>, { type: SERVER_ERROR, message: issue.message });
        if (issues[0]) setCurrent(stepOf(issues[0].path, stepFields));
        else if (error instanceof ApiError && error.message) setFormProblem(error.message);
      } finally {
        setUpload(null);
      }
    },
    (errors) => {
      const first = STEPS.findIndex((id) =>
        stepFields[id].some((field) => errorAt(errors, field) || (errors as Record<string, unknown>)[field]),
      );
      if (first !== -1) setCurrent(first);
    },
  );

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={(event) => {
        if (!last) {
          event.preventDefault();
          void next();
          return;
        }
        void send(event);
      }}
      // Room below the form's own buttons on a phone: they scroll clear of the scroll-to-top button.
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 max-md:mb-20 sm:p-6"
    >
      {offer ? (
        <section
          aria-labelledby="post-draft-offer"
          className="mb-5 rounded-md bg-amber-50 p-3 text-[15px] text-amber-950 ring-1 ring-amber-200"
        >
          <p id="post-draft-offer">
            {t(editing ? 'draft.editOffer' : 'draft.offer', { time: formatDateTime(offer.savedAt, language) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => answerOffer(true)}
              className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t(editing ? 'draft.editRestore' : 'draft.restore')}
            </button>
            <button
              type="button"
              onClick={() => answerOffer(false)}
              className={`${buttonClass} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
            >
              {t(editing ? 'draft.editDiscard' : 'draft.discard')}
            </button>
          </div>
        </section>
      ) : null}
      <StepIndicator
        label={t('steps.label')}
        steps={STEPS.map((id) => t(`steps.short.${id}`))}
        current={current}
        onSelect={(index) => void goTo(index)}
        canSelect={(index) => index <= reached}
      />
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        {t('steps.position', {
          step: t(`steps.${step}`),
          n: formatNumber(current + 1, language),
          total: formatNumber(STEPS.length, language),
        })}
      </h2>
      <fieldset disabled={locked} className="min-w-0">
        {step === 'basics' ? <BasicsStep form={form} /> : null}
        {step === 'place' ? <PlaceStep form={form} proofs={proofs} /> : null}
        {step === 'price' ? <PriceStep form={form} /> : null}
        {step === 'details' ? <DetailsStep form={form} /> : null}
        {step === 'photos' ? (
          <fieldset className="min-w-0">
            <legend className="mb-3 text-lg font-semibold text-gray-900">{t('steps.photos')}</legend>
            <ImagePicker
              images={images}
              onChange={setImages}
              problem={imageProblem}
              onProblem={setImageProblem}
              disabled={locked}
            />
          </fieldset>
        ) : null}
        {step === 'publish' ? <PublishStep form={form} /> : null}
      </fieldset>
      {upload ? <UploadProgress state={upload} /> : null}
      {failed ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-[15px] text-red-800">
          <p className="font-semibold">{t('upload.failed')}</p>
          <p className="mt-1">{formProblem ?? t('upload.connection')}</p>
          <p className="mt-1">{t('upload.kept')}</p>
        </div>
      ) : null}
      {formProblem && !failed ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-[15px] text-red-800">
          {formProblem}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        {current > 0 ? (
          <button
            type="button"
            onClick={() => setCurrent(current - 1)}
            className={`${buttonClass} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
          >
            <ArrowLeft aria-hidden size={18} />
            {t('form.back')}
          </button>
        ) : (
          <span />
        )}
        {last ? (
          locked ? null : (
            <SubmitButton pending={form.formState.isSubmitting} pendingText={t('form.sending')} className="sm:w-auto">
              {failed ? t('upload.retry') : editing ? t('form.update') : t('form.submit')}
            </SubmitButton>
          )
        ) : (
          <button
            type="button"
            onClick={() => void next()}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t('form.next')}
            <ArrowRight aria-hidden size={18} />
          </button>
        )}
      </div>
    </form>
  );
}
