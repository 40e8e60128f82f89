import type { ArticleStatus } from '@ghorbari/contracts';
import { ExternalLink, EyeOff, FileText, MessageSquare, PencilLine, Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, buttonClass, type BadgeTone } from './admin-ui.tsx';
import type { ArticleStatusChange, StaffArticleRow } from './api/blog.ts';
import { ArticleStatusDialog } from './blog-article-status-dialog.tsx';

export const ARTICLE_STATUS_TONE: Record<ArticleStatus, BadgeTone> = {
  draft: 'warning',
  published: 'brand',
  unpublished: 'neutral',
};

/** One article in the staff list: what it is, where it stands, and what staff can do with it. */
export function BlogArticleRow({ article }: { article: StaffArticleRow }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const [target, setTarget] = useState<ArticleStatusChange | null>(null);
  const n = (value: number) => formatNumber(value, language);
  const titleId = `article-${article.id}-title`;
  const number = n(article.id);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="staff-article"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-4"
    >
      <div className="flex gap-3 sm:gap-4">
        <div className="h-16 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200 sm:h-24 sm:w-36">
          {article.cover ? (
            <img src={article.cover.card} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <FileText aria-hidden size={28} className="m-auto h-full text-gray-500" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            tabIndex={-1}
            className="break-words text-[17px] font-semibold leading-snug text-gray-900 outline-none sm:text-lg"
            lang={article.language}
          >
            {article.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
            <Badge tone={ARTICLE_STATUS_TONE[article.status]}>{t(`enums:articleStatus.${article.status}`)}</Badge>
            {article.spotlight ? (
              <Badge tone="info" icon={Sparkles}>
                {t('blog.spotlight')}
              </Badge>
            ) : null}
            <span className="font-semibold text-gray-900">{t('blog.number', { n: number })}</span>
            <span>{t(`blog.languages.${article.language}`)}</span>
            <span aria-hidden>·</span>
            <span>{t(`enums:blogCategory.${article.category}`)}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
            <span>
              {article.publishedAt
                ? t('blog.publishedOn', { date: formatDateTime(article.publishedAt, language) })
                : t('blog.neverPublished')}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden size={15} />
              {t('blog.comments', { count: article.commentCount, n: n(article.commentCount) })}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
        <Link
          to={href.adminBlogEdit(String(article.id))}
          className={buttonClass.secondary}
          aria-label={t('blog.actions.editArticle', { n: number })}
        >
          <PencilLine aria-hidden size={18} />
          {t('blog.actions.edit')}
        </Link>
        {article.status === 'published' ? (
          <>
            <Link
              to={href.blogPostDetails(String(article.id))}
              className={buttonClass.secondary}
              aria-label={t('blog.actions.viewArticle', { n: number })}
            >
              <ExternalLink aria-hidden size={18} />
              {t('blog.actions.view')}
            </Link>
            <button type="button" onClick={() => setTarget('unpublished')} className={buttonClass.dangerOutline}>
              <EyeOff aria-hidden size={18} />
              {t('blog.actions.takeDown')}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setTarget('published')} className={buttonClass.primary}>
            <Send aria-hidden size={18} />
            {t('blog.actions.publish')}
          </button>
        )}
      </div>
      <ArticleStatusDialog article={article} target={target} onClose={() => setTarget(null)} />
    </article>
  );
}
