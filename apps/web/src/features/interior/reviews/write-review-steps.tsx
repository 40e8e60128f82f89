import {
  issueMessageKey,
  reviewCodeInputSchema,
  type FirmDetail,
  type InteriorCategory,
  type MessageKey,
} from '@ghorbari/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { FormAlert, TextField } from '../../../components/form-fields.tsx';
import { ReviewImagePicker, releasePhotos, type ReviewPhoto } from '../../../domain/reviews/review-image-picker.tsx';
import { ReviewTextField, reviewTextProblem } from '../../../domain/reviews/review-text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorMessage, SERVER_ERROR } from '../../../lib/api-error-message.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { meKeys } from '../../../lib/query-keys.ts';
import { prepareReviewImages } from '../../../domain/reviews/review-images.ts';
import { useFocusOnChange } from '../../../lib/use-focus-on-change.ts';
import { usePassingMessage } from '../../../lib/use-passing-message.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { checkReviewCode, submitReview } from './api/write-review.ts';
import { RatingInput } from '../../../domain/reviews/rating-input.tsx';

const STEPS = ['code', 'rating', 'text', 'photos'] as const;
type Step = (typeof STEPS)[number] | 'done';

function codeProblem(code: string): MessageKey | null {
  const result = reviewCodeInputSchema.safeParse(code);
  return result.success ? null : issueMessageKey(result.error.issues[0]!);
}

const primary = cn(
  'inline-flex h-11 min-w-28 items-center justify-center gap-2 rounded-md bg-brand-700 px-5',
  'font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80',
);
const secondary = cn(
  'inline-flex h-11 items-center justify-center rounded-md border border-gray-300 px-5',
  'font-semibold text-gray-800 hover:bg-gray-50',
);

/** The steps of the write-a-review dialog; its state lives as long as the dialog is open. */
export function WriteReviewSteps({ firm, onClose }: { firm: FirmDetail; onClose: () => void }) {
  const { t } = useTranslation(['reviews', 'messages', 'enums']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState('');
  // Spec §5: the dialog's error messages clear after 5 seconds, as the photos' do (usePassingMessage):
  // the code's, the missing rating, the text's problems after Next, a refused submit.
  const [codeError, setCodeError] = usePassingMessage<{ key: MessageKey } | { text: string }>();
  const [category, setCategory] = useState<InteriorCategory | null>(null);
  /** The code was given for a number this member has not proved: said once, then they may go on (ADR 051). */
  const [otherNumber, setOtherNumber] = useState<string | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [ratingTried, setRatingTried] = usePassingMessage<true>();
  const [text, setText] = useState('');
  const [textTried, setTextTried] = usePassingMessage<true>();
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const [processing, showProcessing] = usePassingMessage<MessageKey>();
  const [failure, setFailure] = usePassingMessage<string>();
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnChange<HTMLHeadingElement>(step);

  // Previews of chosen photos are released when the dialog closes.
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(() => () => releasePhotos(latest.current), []);

  const stepIndex = STEPS.indexOf(step as (typeof STEPS)[number]);
  const n = (value: number) => formatNumber(value, language);

  async function next(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (step === 'code') {
      const problem = codeProblem(code);
      if (problem) return setCodeError({ key: problem });
      setBusy(true);
      try {
        const checked = await checkReviewCode(firm.PostID, code);
        setCategory(checked.category);
        setCodeError(null);
        if (checked.match === 'other-number' && otherNumber !== code) {
          setOtherNumber(code);
          return;
        }
        setStep('rating');
      } catch (error) {
        setCodeError({ text: apiErrorMessage(error, t, 'errors.fetchFailed') });
      } finally {
        setBusy(false);
      }
    } else if (step === 'rating') {
      setRatingTried(true);
      if (rating !== null) setStep('text');
    } else if (step === 'text') {
      setTextTried(true);
      if (!reviewTextProblem(text)) setStep('photos');
    } else if (step === 'photos') {
      await send();
    }
  }

  async function send() {
    setBusy(true);
    try {
      let files: File[];
      try {
        files = await prepareReviewImages(photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : [])));
      } catch {
        showProcessing('validation.reviewImageProcessing');
        return;
      }
      await submitReview(firm.PostID, { code, rating: rating ?? 0, review: text.trim() }, files);
      void queryClient.invalidateQueries({ queryKey: meKeys.reviews });
      setStep('done');
    } catch (error) {
      setFailure(apiErrorMessage(error, t, 'errors.fetchFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'done') {
    return (
      <div className="flex flex-1 flex-col items-center px-5 py-10 text-center" role="status">
        <CheckCircle2 aria-hidden size={56} className="text-emerald-700" />
        <h2 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold text-gray-900 outline-none">
          {t('success.feedbackThanks', { ns: 'messages' })}
        </h2>
        <p className="mt-2 max-w-sm text-[15px] text-gray-700">
          {otherNumber === code ? t('write.afterHeld') : t('write.afterCheck')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.userReviews} className={primary}>
            {t('write.toMine')}
          </Link>
          <button type="button" onClick={onClose} className={secondary}>
            {t('write.done')}
          </button>
        </div>
      </div>
    );
  }

  const codeFieldError = codeError
    ? 'key' in codeError
      ? { type: 'validate', message: codeError.key }
      : { type: SERVER_ERROR, message: codeError.text }
    : undefined;

  return (
    <form noValidate onSubmit={(event) => void next(event)} className="flex flex-1 flex-col">
      <div className="flex-1 px-4 py-4 sm:px-5">
        <p className="text-sm font-semibold text-gray-600">
          {t('write.stepOf', { n: n(stepIndex + 1), total: n(STEPS.length) })}
        </p>
        <div aria-hidden className="mt-1.5 grid h-1.5 grid-cols-4 gap-1">
          {STEPS.map((name, index) => (
            <span key={name} className={cn('rounded-full', index <= stepIndex ? 'bg-brand-700' : 'bg-gray-200')} />
          ))}
        </div>
        <h2 ref={heading} tabIndex={-1} className="mt-4 text-lg font-semibold text-gray-900 outline-none">
          {t(`write.steps.${step}`)}
        </h2>

        {step === 'code' ? (
          <div className="mt-3">
            <p className="mb-3 text-[15px] text-gray-700">{t('code.intro', { firm: firm.name })}</p>
            <TextField
              label={t('code.label')}
              hint={t('code.hint', { example: 'K7MP 2QXR' })}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                setCodeError(null);
                setOtherNumber(null);
              }}
              error={codeFieldError}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              className="[&_input]:font-mono [&_input]:tracking-widest"
            />
            {otherNumber === code ? (
              <div
                role="status"
                data-testid="code-other-number"
                className="mt-3 rounded-md bg-amber-50 p-3 text-[15px] text-amber-950 ring-1 ring-inset ring-amber-300"
              >
                <p className="flex items-center gap-2 font-semibold">
                  <AlertTriangle aria-hidden size={18} className="shrink-0" />
                  {t('code.otherNumberTitle')}
                </p>
                <p className="mt-1">{t('code.otherNumber')}</p>
                <p className="mt-1">{t('code.otherNumberFix')}</p>
              </div>
            ) : null}
          </div>
        ) : null}

        {step === 'rating' ? (
          <div className="mt-3">
            {category ? (
              <p className="mb-3 text-[15px] text-gray-700">
                {t('rating.context', { category: t(`enums:interiorCategory.${category}`), firm: firm.name })}
              </p>
            ) : null}
            <RatingInput
              value={rating}
              onChange={setRating}
              problem={ratingTried && rating === null ? 'validation.ratingRequired' : null}
            />
          </div>
        ) : null}

        {step === 'text' ? (
          <div className="mt-3">
            <ReviewTextField
              label={t('text.label')}
              hint={t('text.hint')}
              value={text}
              onChange={setText}
              problem={textTried ? reviewTextProblem(text) : null}
            />
          </div>
        ) : null}

        {step === 'photos' ? (
          <div className="mt-3">
            <ReviewImagePicker photos={photos} onChange={setPhotos} problem={processing} disabled={busy} />
          </div>
        ) : null}

        {failure ? (
          <div className="mt-4">
            <FormAlert message={failure} />
          </div>
        ) : null}
      </div>

      <div className="sticky bottom-0 flex justify-between gap-3 border-t border-gray-200 bg-white px-4 py-3 sm:px-5">
        {stepIndex > 0 ? (
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => {
              setFailure(null);
              setStep(STEPS[stepIndex - 1]!);
            }}
          >
            {t('write.back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={primary} disabled={busy}>
          {busy ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
          {step === 'photos'
            ? busy
              ? t('write.sending')
              : t('write.submit')
            : step === 'code' && otherNumber === code
              ? t('code.continueAnyway')
              : t('write.next')}
        </button>
      </div>
    </form>
  );
}
