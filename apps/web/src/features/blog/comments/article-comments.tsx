import type { BlogComment } from '@ghorbari/contracts';
import { Ban, Loader2, LogIn, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/navigation/navigation.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { href } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/session.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNow } from '../../../lib/use-now.ts';
import { usePostComment, useUpdateComment } from './api/comment-mutations.ts';
import { loadedThreads } from './api/comments-cache.ts';
import { useArticleComments } from './api/get-comments.ts';
import { CommentForm, primaryButton, secondaryButton } from './comment-form.tsx';
import { actionButton, CommentItem, type CommentActions } from './comment-item.tsx';
import { commentAnchor } from './comment-link.ts';
import { CommentsSkeleton } from './comments-skeleton.tsx';
import { DeleteCommentDialog } from './delete-comment-dialog.tsx';
import { ReportCommentDialog, type ReportTarget } from './report-comment-dialog.tsx';
import { COMMENTS_SECTION_ID, useCommentAnchor } from './use-comment-anchor.ts';
import { useLiveReplies } from './use-live-replies.ts';

export interface ArticleCommentsProps {
  /** The article's public number. */
  articleId: number;
  /** Visible comments and replies, from the article's own answer, for the heading before the list loads. */
  commentCount: number;
}

/** The comments of an article (issue 16): threads, replies, edit, delete, report; live replies. */
export function ArticleComments(props: ArticleCommentsProps) {
  // Another article starts with nothing open (reply, edit, dialogs).
  return <CommentsSection key={props.articleId} {...props} />;
}

const HEADING_ID = 'comments-heading';

function CommentsSection({ articleId, commentCount }: ArticleCommentsProps) {
  const { t } = useTranslation(['comments', 'messages']);
  const language = useLanguage();
  const { user, loading } = useSession();
  const location = useLocation();
  const query = useArticleComments(articleId);
  const threads = useMemo(() => loadedThreads(query.data), [query.data]);
  const total = query.data?.pages[0]?.total ?? commentCount;
  const post = usePostComment(articleId);
  const update = useUpdateComment(articleId);

  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  /** Just written, or just arrived live: marked like a comment a link points at. */
  const [fresh, setFresh] = useState<string | null>(null);
  /** Where the focus goes once the list shows it (a new reply, a closed editor). */
  const pendingFocus = useRef<string | null>(null);
  const now = useNow();

  const markFresh = useCallback((commentId: string) => setFresh(commentId), []);
  useLiveReplies(articleId, markFresh);
  const anchored = useCommentAnchor(threads, query, !loading);

  useEffect(() => {
    const element = pendingFocus.current ? document.getElementById(pendingFocus.current) : null;
    if (!element) return;
    element.focus();
    pendingFocus.current = null;
  });

  const canWrite = Boolean(user && user.status === 'normal');
  const here = `${location.pathname}${location.search}`;
  const signInTo = (hash: string) => href.signIn(`${here}#${hash}`);
  const renderSignInLink = (to: string, children: ReactNode) => (
    <Link to={to} className={actionButton}>
      {children}
    </Link>
  );

  async function write(body: string) {
    const answer = await post.mutateAsync({ body });
    void showToast('success', answer.message);
    setFresh(answer.comment.id);
    return true;
  }

  async function reply(to: BlogComment, body: string) {
    const answer = await post.mutateAsync({ body, replyTo: to.id });
    void showToast('success', answer.message);
    setReplyingTo(null);
    setFresh(answer.comment.id);
    pendingFocus.current = commentAnchor(answer.comment.id);
    return true;
  }

  async function saveEdit(comment: BlogComment, body: string) {
    const answer = await update.mutateAsync({ commentId: comment.id, body });
    void showToast('success', answer.message);
    setEditing(null);
    pendingFocus.current = commentAnchor(comment.id);
    return false;
  }

  const actionsFor = (comment: BlogComment): CommentActions => {
    if (comment.state !== 'visible') return {};
    const mine = Boolean(user && comment.author?.id === user._id);
    const name = comment.author?.name ?? t('formerMember');
    if (!user) return loading ? {} : { reply: { signInTo: signInTo(commentAnchor(comment.id)) } };
    if (!canWrite) return {};
    return {
      reply: {
        onClick: () => {
          setEditing(null);
          setReplyingTo(comment.id);
        },
      },
      ...(mine
        ? {
            edit: () => {
              setReplyingTo(null);
              setEditing(comment.id);
            },
            remove: () => setDeleting(comment.id),
          }
        : {
            report: () => setReporting({ commentId: comment.id, authorName: name }),
            reported: reported.has(comment.id),
          }),
    };
  };

  const renderComment = (comment: BlogComment) => {
    const name = comment.author?.name ?? t('formerMember');
    const closeReply = () => {
      setReplyingTo(null);
      pendingFocus.current = commentAnchor(comment.id);
    };
    const closeEdit = () => {
      setEditing(null);
      pendingFocus.current = commentAnchor(comment.id);
    };
    return (
      <CommentItem
        comment={comment}
        mine={Boolean(user && comment.author?.id === user._id)}
        highlighted={comment.id === anchored || comment.id === fresh}
        now={now}
        actions={actionsFor(comment)}
        renderSignInLink={renderSignInLink}
        editor={
          editing === comment.id ? (
            <div className="mt-1">
              <CommentForm
                label={t('edit.label')}
                submitLabel={t('edit.save')}
                busyLabel={t('edit.saving')}
                initial={comment.body}
                onSubmit={(body) => saveEdit(comment, body)}
                onCancel={closeEdit}
                autoFocus
                testId="edit-form"
              />
            </div>
          ) : undefined
        }
        below={
          replyingTo === comment.id ? (
            <div className="mt-2 sm:pl-12">
              <CommentForm
                label={t('reply.label', { name })}
                submitLabel={t('reply.post')}
                busyLabel={t('form.posting')}
                onSubmit={(body) => reply(comment, body)}
                onCancel={closeReply}
                autoFocus
                testId="reply-form"
              />
            </div>
          ) : undefined
        }
      />
    );
  };

  return (
    <section
      id={COMMENTS_SECTION_ID}
      aria-labelledby={HEADING_ID}
      className="scroll-mt-20 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
      data-testid="comments"
    >
      <h2 id={HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none sm:text-2xl">
        {t('heading', { n: formatNumber(total, language) })}
      </h2>

      <div className="mt-4">
        {loading ? (
          <div aria-hidden className="h-28 animate-pulse rounded-lg bg-gray-100" />
        ) : !user ? (
          <div
            className={cn(
              'flex flex-col gap-3 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100',
              'sm:flex-row sm:items-center sm:justify-between',
            )}
            data-testid="comments-sign-in"
          >
            <p className="text-[15px] text-gray-800">{t('signIn.text')}</p>
            <Link to={signInTo(COMMENTS_SECTION_ID)} className={cn(primaryButton, 'shrink-0')}>
              <LogIn aria-hidden size={18} />
              {t('signIn.link')}
            </Link>
          </div>
        ) : !canWrite ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 p-4 text-[15px] text-red-800 ring-1 ring-red-200"
            data-testid="comments-suspended"
          >
            <Ban aria-hidden size={20} className="mt-0.5 shrink-0" />
            {t('errors.accountSuspended', { ns: 'messages' })}
          </p>
        ) : (
          <div className="flex gap-3">
            <span className="mt-7 hidden sm:block">
              <Avatar name={user.name} src={user.proPic} />
            </span>
            <CommentForm
              label={t('form.label')}
              placeholder={t('form.placeholder')}
              submitLabel={t('form.post')}
              busyLabel={t('form.posting')}
              onSubmit={write}
              testId="comment-form"
            />
          </div>
        )}
      </div>

      {query.isPending ? (
        <CommentsSkeleton />
      ) : query.isError && !query.data ? (
        <div role="alert" className="mt-6 rounded-lg bg-white p-4 text-gray-800 ring-1 ring-red-200">
          <p>{apiErrorMessage(query.error, t, 'errors.fetchFailed')}</p>
          <button type="button" onClick={() => void query.refetch()} className={cn(secondaryButton, 'mt-3')}>
            {t('list.retry')}
          </button>
        </div>
      ) : threads.length === 0 ? (
        <div
          className="mt-6 rounded-lg border border-dashed border-gray-300 p-6 text-center"
          data-testid="comments-empty"
        >
          <MessagesSquare aria-hidden size={32} className="mx-auto text-brand-700" />
          <p className="mt-2 text-lg font-semibold text-gray-900">{t('list.emptyTitle')}</p>
          <p className="mt-1 text-[15px] text-gray-700">{t('list.emptyText')}</p>
        </div>
      ) : (
        <ol className="mt-6 space-y-5" aria-labelledby={HEADING_ID} data-testid="comment-threads">
          {threads.map((thread) => (
            <li key={thread.id} className="border-t border-gray-100 pt-4 first:border-t-0 first:pt-0">
              {renderComment(thread)}
              {thread.replies.length > 0 ? (
                <ol
                  className="ml-3 mt-2 space-y-2 border-l-2 border-gray-200 pl-3 sm:ml-12 sm:pl-4"
                  aria-label={t('reply.listLabel', {
                    name: thread.state === 'visible' ? (thread.author?.name ?? t('formerMember')) : t('reply.removed'),
                  })}
                >
                  {thread.replies.map((replyComment) => (
                    <li key={replyComment.id}>{renderComment(replyComment)}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-4 text-[15px] text-red-800">
          {apiErrorMessage(query.error, t, 'errors.fetchFailed')}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-6 text-center">
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className={cn(secondaryButton, 'border-brand-700 text-brand-800 hover:bg-brand-50')}
          >
            {query.isFetchingNextPage ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
          </button>
        </div>
      ) : null}

      <DeleteCommentDialog
        articleId={articleId}
        commentId={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => document.getElementById(HEADING_ID)?.focus()}
      />
      <ReportCommentDialog
        target={reporting}
        onClose={() => setReporting(null)}
        onReported={(commentId) => setReported((old) => new Set(old).add(commentId))}
      />
    </section>
  );
}
