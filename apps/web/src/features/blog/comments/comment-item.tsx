import type { BlogComment } from '@ghorbari/contracts';
import { Flag, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { MemberAvatar, NoAvatar } from '../../../components/avatar.tsx';
import { cn } from '../../../lib/class-names.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { commentAnchor } from './comment-link.ts';
import { CommentTime } from './comment-time.tsx';

export const actionButton = cn(
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold',
  'text-gray-700 hover:bg-gray-100 hover:text-gray-900 disabled:text-gray-500 disabled:hover:bg-transparent',
);

export interface CommentActions {
  /** Reply (a member who may write) — or, for a visitor, where signing in starts. */
  reply?: { onClick: () => void } | { signInTo: string };
  edit?: () => void;
  remove?: () => void;
  report?: () => void;
  /** Already reported by this member: the Report button says so and does nothing. */
  reported?: boolean;
}

interface CommentItemProps {
  comment: BlogComment;
  /** The reader wrote it. */
  mine: boolean;
  highlighted: boolean;
  /** The clock the "… ago" labels count from. */
  now: number;
  actions: CommentActions;
  /** In place of the text while it is being edited. */
  editor?: ReactNode;
  /** Under the comment: the reply form. */
  below?: ReactNode;
  /** Renders a visitor's "Reply" as a link to sign in (the router's Link, passed in to keep this file plain). */
  renderSignInLink?: (to: string, children: ReactNode) => ReactNode;
}

/**
 * One comment or reply (issue 16): picture or initials, name, when, "edited", the text as plain
 * text (links stay text), and what the reader may do with it. Deleted and hidden comments keep
 * their place with a placeholder. `id="comment-{id}"` lets a notification's link land on it.
 */
export function CommentItem({
  comment,
  mine,
  highlighted,
  now,
  actions,
  editor,
  below,
  renderSignInLink,
}: CommentItemProps) {
  const { t } = useTranslation('comments');
  const language = useLanguage();
  const anchor = commentAnchor(comment.id);
  const nameId = `${anchor}-name`;
  const frame = cn(
    '-mx-2 scroll-mt-24 rounded-lg px-2 py-2 outline-none transition-colors duration-700',
    'focus-visible:ring-2 focus-visible:ring-brand-700',
    highlighted && 'bg-amber-50 ring-2 ring-amber-300',
  );

  if (comment.state !== 'visible') {
    return (
      <article id={anchor} tabIndex={-1} className={frame} data-testid="comment" data-state={comment.state}>
        <div className="flex items-center gap-3">
          <NoAvatar faded />
          <p className="text-[15px] italic text-gray-600">
            {comment.state === 'deleted' ? t('placeholder.deleted') : t('placeholder.hidden')}
          </p>
        </div>
        {below}
      </article>
    );
  }

  const name = comment.author?.name ?? t('formerMember');
  const nameLanguage = comment.author ? textLanguage(comment.author.name, language) : undefined;
  /** A sentence for screen readers with the author's name in it, the name marked with its own language. */
  const named = (key: 'reply.toName' | 'report.whose') => (
    <Trans t={t} i18nKey={key} values={{ name }} components={{ name: <span lang={nameLanguage} /> }} />
  );
  const { reply } = actions;
  return (
    <article
      id={anchor}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={frame}
      data-testid="comment"
      data-state={comment.state}
    >
      <div className="flex items-start gap-3">
        <MemberAvatar name={comment.author?.name} src={comment.author?.proPic} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-gray-600">
            <span id={nameId} className="break-words text-[15px] font-semibold text-gray-900" lang={nameLanguage}>
              {name}
            </span>
            {mine ? (
              <span className="rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800">{t('you')}</span>
            ) : null}
            <CommentTime iso={comment.createdAt} now={now} />
            {comment.editedAt ? (
              <span title={comment.editedAt}>
                <span aria-hidden>· </span>
                {t('edited')}
              </span>
            ) : null}
          </p>
          {editor ?? (
            <p
              className="mt-0.5 whitespace-pre-line break-words text-[16px] leading-relaxed text-gray-900"
              lang={textLanguage(comment.body, language)}
              data-testid="comment-body"
            >
              {comment.replyTo ? (
                <>
                  {comment.replyTo.commentId ? (
                    <a
                      href={`#${commentAnchor(comment.replyTo.commentId)}`}
                      className="font-semibold text-brand-800 hover:underline"
                      aria-label={t('reply.inReplyTo', { name: comment.replyTo.name })}
                      lang={textLanguage(comment.replyTo.name, language)}
                    >
                      @{comment.replyTo.name}
                    </a>
                  ) : (
                    <span className="font-semibold text-brand-800" lang={textLanguage(comment.replyTo.name, language)}>
                      @{comment.replyTo.name}
                    </span>
                  )}{' '}
                </>
              ) : null}
              {comment.body}
            </p>
          )}
          {editor ? null : (
            <div className="-ml-2 mt-0.5 flex flex-wrap items-center">
              {reply && 'onClick' in reply ? (
                <button type="button" onClick={reply.onClick} className={actionButton}>
                  <MessageSquareReply aria-hidden size={16} />
                  {t('reply.button')}
                  <span className="sr-only"> {named('reply.toName')}</span>
                </button>
              ) : null}
              {reply && 'signInTo' in reply && renderSignInLink
                ? renderSignInLink(
                    reply.signInTo,
                    <>
                      <MessageSquareReply aria-hidden size={16} />
                      {t('reply.button')}
                      <span className="sr-only"> {named('reply.toName')}</span>
                    </>,
                  )
                : null}
              {actions.edit ? (
                <button type="button" onClick={actions.edit} className={actionButton}>
                  <Pencil aria-hidden size={16} />
                  {t('edit.button')}
                </button>
              ) : null}
              {actions.remove ? (
                <button type="button" onClick={actions.remove} className={actionButton}>
                  <Trash2 aria-hidden size={16} />
                  {t('delete.button')}
                </button>
              ) : null}
              {actions.report ? (
                <button
                  type="button"
                  onClick={actions.report}
                  disabled={actions.reported}
                  className={cn(actionButton, 'sm:ml-auto')}
                >
                  <Flag aria-hidden size={16} />
                  {actions.reported ? t('report.done') : t('report.button')}
                  {actions.reported ? null : <span className="sr-only"> {named('report.whose')}</span>}
                </button>
              ) : null}
            </div>
          )}
        </div>
      </div>
      {below}
    </article>
  );
}
