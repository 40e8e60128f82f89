import { isPostId, LIMITS, type PostBasics, type PostDetail } from '@ghorbari/contracts';
import { AlertTriangle, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatListingId } from '../../lib/format.ts';
import { usePost } from '../../domain/posts/get-post.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useUpdatePost, type PostUpdated } from './api/submit-post.ts';
import { PostConfirmation } from './post-confirmation.tsx';
import { PostForm } from './post-form.tsx';
import { fromDetail, isStepId, type StepId } from './post-form-values.ts';
import { existingImages, filesToSend, type PostImage, type UploadState } from './post-images.ts';
import { PostingBlocked } from './posting-guard.tsx';
import { cn } from '../../lib/class-names.ts';

/**
 * The edit warnings of spec §4, by how many of the 2 edits are used; for a live post, that it
 * stays live while the edit is checked, and whether an earlier edit still waits (ADR 048).
 */
function EditNotice({ used, live, waiting }: { used: number; live: boolean; waiting: boolean }) {
  const { t } = useTranslation('posting');
  const key = used >= LIMITS.post.maxEdits ? 'limitReached' : used === 1 ? 'oneLeft' : 'twoAllowed';
  const strong = key !== 'twoAllowed';
  const Icon = strong ? AlertTriangle : Info;
  return (
    <div
      role={strong ? 'alert' : 'note'}
      className={cn(
        'mb-5 flex items-start gap-3 rounded-xl p-4 text-[15px] ring-1',
        strong ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-brand-50 text-brand-900 ring-brand-100',
      )}
    >
      <Icon aria-hidden size={20} className="mt-0.5 shrink-0" />
      <div>
        <p className="font-semibold">{t(`edit.${key}`)}</p>
        <p className="mt-0.5">{live ? t('edit.liveStays') : t('edit.backToReview')}</p>
        {waiting ? <p className="mt-0.5">{t('edit.waiting')}</p> : null}
      </div>
    </div>
  );
}

function EditForm({
  post,
  waiting,
  initialStep,
  provenPhones,
  draftKey,
}: {
  /** The post as the form starts from: the edit waiting beside a live post, if one waits. */
  post: PostDetail;
  waiting: boolean;
  initialStep: StepId | undefined;
  provenPhones: readonly string[];
  /** Where changes not yet sent are kept on the device (PostForm). */
  draftKey: string | undefined;
}) {
  const { t } = useTranslation(['posting', 'messages']);
  const update = useUpdatePost();
  const [images] = useState(() => existingImages(post.images));
  // After the edit: the post is back in review, with a new go-live window (issue 12).
  const [updated, setUpdated] = useState<PostUpdated | null>(null);

  async function submit(body: PostBasics, chosen: PostImage[], report: (state: UploadState) => void) {
    try {
      // New photos go after kept ones on the server; the order chosen here is kept for each kind.
      const keepImages = chosen.flatMap((image) => (image.kind === 'existing' ? [image.large] : []));
      const files = await filesToSend(chosen, report);
      const onProgress = (files: number[]) => report({ phase: 'sending', files });
      const result = await update.mutateAsync({ postId: post.PostID, body, files, keepImages, onProgress });
      void showToast('success', result.message);
      setUpdated(result);
      window.scrollTo({ top: 0 });
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.postUpdateFailed'));
      throw error;
    }
  }

  if (updated)
    return (
      <PostConfirmation
        message={updated.message}
        PostID={updated.PostID}
        expectedLive={updated.expectedLive}
        liveStays={updated.editWaiting}
      />
    );
  return (
    <>
      <EditNotice used={post.updateCount} live={post.status === 'approved'} waiting={waiting} />
      <PostForm
        defaultValues={fromDetail(post)}
        defaultImages={images}
        editing
        locked={post.updateCount >= LIMITS.post.maxEdits}
        initialStep={initialStep}
        provenPhones={provenPhones}
        onSubmit={submit}
        draftKey={draftKey}
      />
    </>
  );
}

/** /user/Edit-Sell-Post/:PostID and /user/Edit-Rent-Post/:PostID, inside the /user guard. */
export function EditPostPage() {
  const { t } = useTranslation(['posting', 'messages']);
  const { PostID = '' } = useParams();
  const language = useLanguage();
  const { user } = useSession();
  // ?step=price opens the form on the step to change (a link from a rejection note, issue 12).
  const [search] = useSearchParams();
  const step = search.get('step');
  // The latest copy: the edits left decide what the form allows.
  const post = usePost(PostID, user?._id ?? null, { enabled: user !== null, staleTime: 0 });
  useDocumentTitle(t('page.editTitle'));

  if (user && !user.phone) return <PostingBlocked reason="noPhone" />;
  const malformed = !isPostId(PostID);
  if (!malformed && post.isPending) return <PageSkeleton />;
  // A second edit of a live post starts from the one still waiting (ADR 048).
  const waitingEdit = malformed ? undefined : post.data?.waitingEdit;
  const loaded = malformed ? undefined : (waitingEdit ?? post.data?.post);
  return (
    <div>
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('page.editTitle')}</h1>
      {loaded ? (
        <>
          <p className="mb-5 mt-1 text-[15px] text-gray-700">
            {t('edit.postId', { id: formatListingId(loaded.PostID, language) })}
          </p>
          <EditForm
            post={loaded}
            waiting={waitingEdit !== undefined}
            initialStep={isStepId(step) ? step : undefined}
            provenPhones={user?.verifiedPhones ?? []}
            draftKey={user ? `${user._id}:edit:${loaded.PostID}` : undefined}
          />
        </>
      ) : (
        <div
          role="alert"
          className="mt-4 rounded-xl bg-white p-6 text-[16px] text-gray-800 shadow-sm ring-1 ring-red-200"
        >
          <p>{apiErrorMessage(post.error, t, 'errors.postUnavailable')}</p>
          <Link to={paths.userProperties} className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t('edit.backToList')}
          </Link>
        </div>
      )}
    </div>
  );
}
