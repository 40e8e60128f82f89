import type { MessageKey, MyReview } from '@ghorbari/contracts';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-fields.tsx';
import {
  keptPhotos,
  releasePhotos,
  ReviewImagePicker,
  type ReviewPhoto,
} from '../../domain/reviews/review-image-picker.tsx';
import { ReviewTextField, reviewTextProblem } from '../../domain/reviews/review-text-field.tsx';
import { SheetClose, SheetDialog } from '../../components/sheet-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/class-names.ts';
import { prepareReviewImages } from '../../domain/reviews/review-images.ts';
import { RatingInput } from '../../domain/reviews/rating-input.tsx';
import { showToast } from '../../lib/toast.ts';
import { usePassingMessage } from '../../lib/use-passing-message.ts';
import { useUpdateReview } from './api/my-reviews.ts';

/** The form inside the dialog: it starts from the review each time the dialog opens. */
function EditReviewForm({ review, onClose }: { review: MyReview; onClose: () => void }) {
  const { t } = useTranslation(['reviews', 'messages']);
  const update = useUpdateReview();
  const [text, setText] = useState(review.review);
  const [rating, setRating] = useState(review.rating);
  // Spec §5: the form's error messages clear after 5 seconds, as the photos' do (usePassingMessage):
  // the text's problems after a save was tried, 'No changes made to the review', a refused save.
  const [tried, showTried] = usePassingMessage<true>();
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() => keptPhotos(review.images));
  const [processing, showProcessing] = usePassingMessage<MessageKey>();
  const [failure, setFailure] = usePassingMessage<string>();
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || update.isPending;

  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(() => () => releasePhotos(latest.current), []);

  async function save() {
    showTried(true);
    setFailure(null);
    if (reviewTextProblem(text)) return;
    const keepImages = photos.flatMap((photo) => (photo.kind === 'existing' ? [photo.card] : []));
    const removeImages = review.images.filter((src) => !keepImages.includes(src));
    const chosen = photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
    // Spec §5: an edit needs a change (in the text, the stars or the photos).
    const same = text.trim() === review.review.trim() && rating === review.rating;
    if (same && removeImages.length === 0 && chosen.length === 0) {
      setFailure(t('validation.reviewNoChanges', { ns: 'messages' }));
      return;
    }
    let images: File[];
    setPreparing(true);
    try {
      images = await prepareReviewImages(chosen);
    } catch {
      showProcessing('validation.reviewImageProcessing');
      return;
    } finally {
      setPreparing(false);
    }
    update.mutate(
      { review, text: text.trim(), rating, keepImages, removeImages, images },
      {
        onSuccess: (result) => {
          void showToast('success', result.message || t('success.reviewUpdated', { ns: 'messages' }));
          onClose();
        },
        // Spec §8: the server's message, or 'Failed to update review'.
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.message
              ? error.message
              : t('errors.reviewUpdateFailed', { ns: 'messages' }),
          ),
      },
    );
  }

  return (
    <form
      noValidate
      className="flex flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex-1 space-y-5 px-4 py-4 sm:px-5">
        <p className="text-[15px] text-gray-700">{t('edit.note')}</p>
        <RatingInput value={rating} onChange={setRating} problem={null} />
        <ReviewTextField
          label={t('text.label')}
          value={text}
          onChange={setText}
          problem={tried ? reviewTextProblem(text) : null}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-gray-800">{t('edit.photos')}</legend>
          <ReviewImagePicker photos={photos} onChange={setPhotos} problem={processing} disabled={busy} />
        </fieldset>
        <FormAlert message={failure} />
      </div>
      <div className="sticky bottom-0 flex justify-end gap-3 border-t border-gray-200 bg-white px-4 py-3 sm:px-5">
        <SheetClose
          type="button"
          className={cn(
            'inline-flex h-11 items-center rounded-md border border-gray-300 px-5',
            'font-semibold text-gray-800 hover:bg-gray-50',
          )}
        >
          {t('edit.cancel')}
        </SheetClose>
        <button
          type="submit"
          disabled={busy}
          className={cn(
            'inline-flex h-11 items-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white',
            'hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80',
          )}
        >
          {busy ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
          {t('edit.save')}
        </button>
      </div>
    </form>
  );
}

/** Editing one of my reviews: its stars, text and photos; saved, it waits for approval again (ADR 016). */
export function EditReviewDialog({ review, onClose }: { review: MyReview | null; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <SheetDialog
      open={review !== null}
      onClose={onClose}
      title={t('edit.title', { firm: review?.companyName ?? '' })}
      closeLabel={t('edit.close')}
      testId="edit-review-dialog"
    >
      {review ? <EditReviewForm key={review._id} review={review} onClose={onClose} /> : null}
    </SheetDialog>
  );
}
