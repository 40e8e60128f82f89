import type { ArticleStatus } from '@ghorbari/contracts';
import { ExternalLink, EyeOff, FileText, MessageSquare, PencilLine, Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, buttonClass, type BadgeTone } from './admin-ui.tsx';
import type { ArticleStatusChange, StaffArticleRow } from './api/blog.ts';
import { ArticleStatusDialog } from './blog-article-status-dialog.tsx';
import { ItemActionLink, StaffItemCard } from './staff-item-card.tsx';

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
  const number = n(article.id);
  return (
    <>
      <StaffItemCard
        titleId={`article-${article.id}-title`}
        testId="staff-article"
        image={article.cover?.card}
        fallbackIcon={FileText}
        thumbClass="h-16 w-20 sm:h-24 sm:w-36"
        title={article.title}
        titleLang={article.language}
        focusableTitle
        actions={
          <>
            <ItemActionLink
              to={href.adminBlogEdit(String(article.id))}
              icon={PencilLine}
              label={t('blog.actions.editArticle', { n: number })}
            >
              {t('blog.actions.edit')}
            </ItemActionLink>
            {article.status === 'published' ? (
              <>
                <ItemActionLink
                  to={href.blogPostDetails(String(article.id))}
                  icon={ExternalLink}
                  label={t('blog.actions.viewArticle', { n: number })}
                >
                  {t('blog.actions.view')}
                </ItemActionLink>
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
          </>
        }
      >
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
      </StaffItemCard>
      <ArticleStatusDialog article={article} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
