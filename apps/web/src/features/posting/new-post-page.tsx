import type { PostBasics } from '@ghorbari/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useCreatePost, type PostCreated } from './api/submit-post.ts';
import { PostConfirmation } from './post-confirmation.tsx';
import { PostForm } from './post-form.tsx';
import { emptyPost } from './post-form-values.ts';
import { filesToSend, type PostImage, type UploadState } from './post-images.ts';
import { PostingGuard } from './posting-guard.tsx';

/** /sellpost and /add-rent-post (spec §2): the stepped form, then a confirmation with the go-live window. */
function NewPostPage({ type }: { type: 'sell' | 'rent' }) {
  const { t } = useTranslation(['posting', 'messages']);
  const create = useCreatePost();
  // With the number the post was sent with: a paid post's confirmation says staff will call it.
  const [created, setCreated] = useState<(PostCreated & { phone: string }) | null>(null);
  // A new key starts an empty form after "post another".
  const [round, setRound] = useState(0);
  useDocumentTitle(t(`page.${type}Title`));

  async function submit(body: PostBasics, images: PostImage[], report: (state: UploadState) => void) {
    try {
      const files = await filesToSend(images, report);
      const onProgress = (files: number[]) => report({ phase: 'sending', files });
      const result = await create.mutateAsync({ body, files, onProgress });
      void showToast('success', result.message);
      setCreated({ ...result, phone: body.primaryPhone });
      window.scrollTo({ top: 0 });
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
      throw error;
    }
  }

  return (
    <PostingGuard>
      {(user) => (
        <div className="mx-auto max-w-3xl px-4 py-5 sm:py-8">
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t(`page.${type}Title`)}</h1>
          <p className="mb-5 mt-1 text-[15px] text-gray-700">{t('page.intro')}</p>
          {created ? (
            <PostConfirmation
              message={created.message}
              PostID={created.PostID}
              expectedLive={created.expectedLive}
              paid={created.paidPackage ? { paidPackage: created.paidPackage, phone: created.phone } : null}
              onAnother={() => {
                setCreated(null);
                setRound(round + 1);
              }}
            />
          ) : (
            <PostForm
              key={round}
              defaultValues={emptyPost(type, user.phone)}
              defaultImages={[]}
              editing={false}
              provenPhones={user.verifiedPhones}
              onSubmit={submit}
              draftKey={`${user._id}:${type}`}
            />
          )}
        </div>
      )}
    </PostingGuard>
  );
}

export const SellPostPage = () => <NewPostPage type="sell" />;
export const RentPostPage = () => <NewPostPage type="rent" />;
