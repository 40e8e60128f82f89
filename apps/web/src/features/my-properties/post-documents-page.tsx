import { LAND_DOCUMENT_KINDS, LIMITS, type LandDocument } from '@ghorbari/contracts';
import { FileText, LockKeyhole, RotateCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { useFileSizeText } from '../../domain/documents/document-status-badge.tsx';
import { DocumentPreviewDialog } from '../../domain/documents/document-preview-dialog.tsx';
import { RowsSkeleton } from '../../components/rows-skeleton.tsx';
import { href, paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { usePost } from '../../domain/posts/get-post.ts';
import { useSession } from '../../lib/session/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useDeletePostDocument, usePostDocuments } from './api/post-documents.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { DocumentRow } from './document-row.tsx';

const buttonClass = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 bg-white px-4',
  'font-semibold text-gray-800 hover:bg-gray-50',
);

/** The post's title, linking to its page, once the post has loaded (the list does not wait for it). */
function PostLine({ postId }: { postId: string }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { user } = useSession();
  const post = usePost(postId, user?._id ?? null).data?.post;
  useDocumentTitle(post ? t('owner.metaTitle', { title: post.postTitle }) : t('owner.title'));
  if (!post) return null;
  return (
    <p className="mt-1 text-[15px] text-gray-800">
      {t('owner.forPost')}{' '}
      <Link
        to={post.type === 'sell' ? href.buySellDetails(post.PostID) : href.rentDetails(post.PostID)}
        className="font-semibold text-brand-800 underline underline-offset-2"
        lang={textLanguage(post.postTitle, language)}
      >
        {post.postTitle}
      </Link>
    </p>
  );
}

/**
 * /user/post-documents/:PostID (issue 18): the owner adds the deed, khatian, namjari and
 * khajna receipt of a land or house post, sees support's finding on each, views and deletes them.
 */
export function PostDocumentsPage() {
  const { t } = useTranslation(['documents', 'enums', 'messages']);
  const { PostID = '' } = useParams();
  const documents = usePostDocuments(PostID);
  const remove = useDeletePostDocument(PostID);
  const sizeText = useFileSizeText();
  const [viewing, setViewing] = useState<LandDocument | null>(null);
  const [deleting, setDeleting] = useState<LandDocument | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting._id);
      void showToast('success', result.message);
      setDeleting(null);
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.fetchFailed'));
    }
  }

  const list = () => {
    if (documents.isPending)
      return (
        <RowsSkeleton
          rows={4}
          lead="h-10 w-10"
          lines={['h-5 w-1/3', 'h-4 w-2/3']}
          className="space-y-3"
          rowClassName="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        />
      );
    if (documents.isError)
      return (
        <div role="alert" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-red-200">
          <p className="font-semibold text-gray-900">{t('owner.loadFailed')}</p>
          <p className="mt-1 text-gray-700">{apiErrorMessage(documents.error, t, 'errors.fetchFailed')}</p>
          {/* Not this member's post, or gone: trying again will not help. */}
          {documents.error instanceof ApiError && documents.error.status === 404 ? null : (
            <button type="button" onClick={() => void documents.refetch()} className={`${buttonClass} mt-3`}>
              <RotateCw aria-hidden size={18} />
              {t('owner.retry')}
            </button>
          )}
        </div>
      );
    if (!documents.data.allowed)
      return (
        <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
          <FileText aria-hidden size={36} className="mx-auto text-gray-600" />
          <h2 className="mt-3 text-lg font-semibold text-gray-900">{t('owner.notAllowedTitle')}</h2>
          <p className="mt-1 text-[15px] text-gray-700">{t('messages:errors.documentsNotAllowed')}</p>
        </div>
      );
    const byKind = new Map(documents.data.documents.map((document) => [document.kind, document]));
    return (
      <>
        {byKind.size === 0 ? (
          <p className="mb-3 rounded-lg bg-sky-50 p-3 text-[15px] text-sky-950 ring-1 ring-sky-200">
            {t('owner.empty')}
          </p>
        ) : null}
        <ul aria-label={t('owner.listLabel')} className="space-y-3">
          {LAND_DOCUMENT_KINDS.map((kind) => (
            <DocumentRow
              key={kind}
              postId={PostID}
              kind={kind}
              document={byKind.get(kind) ?? null}
              onView={setViewing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
        <p className="mt-3 text-sm text-gray-700">
          {t('owner.formats', { size: sizeText(LIMITS.document.maxBytes) })} {t('owner.replaceWaits')}
        </p>
      </>
    );
  };

  const deletingKind = deleting ? t(`enums:landDocumentKind.${deleting.kind}`) : '';
  return (
    <div className="max-w-3xl">
      <p className="mb-2">
        <BackLink to={paths.userProperties}>{t('owner.back')}</BackLink>
      </p>
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('owner.title')}</h1>
      <PostLine postId={PostID} />
      <p className="mt-3 flex gap-2 text-[15px] text-gray-800">
        <ShieldCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
        <span>{t('owner.intro')}</span>
      </p>
      <p className="mb-5 mt-3 flex gap-2 rounded-lg bg-gray-50 p-3 text-[15px] text-gray-900 ring-1 ring-gray-200">
        <LockKeyhole aria-hidden size={20} className="mt-0.5 shrink-0 text-gray-700" />
        <span>{t('owner.privacy')}</span>
      </p>
      {list()}
      <DocumentPreviewDialog document={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('owner.deleteTitle')}
        message={t('owner.deleteText', { kind: deletingKind })}
        confirmLabel={t('owner.confirmDelete')}
        cancelLabel={t('owner.cancel')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
