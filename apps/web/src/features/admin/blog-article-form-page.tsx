import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { ADMIN_KEY, adminKeys, BLOG_KEY } from '../../lib/query-keys.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPageHeader, Badge, EmptyState, ErrorState, ListSkeleton } from './admin-ui.tsx';
import {
  changeArticleStatus,
  useCreateArticle,
  useStaffArticle,
  useUpdateArticle,
  type ArticleStatusChange,
  type StaffArticle,
} from './api/blog.ts';
import { BlogArticleForm, type ArticleSubmit } from './blog-article-form.tsx';
import { emptyArticle, fromArticle } from './blog-article-form-values.ts';
import { ARTICLE_STATUS_TONE } from './blog-article-row.tsx';
import { ArticleStatusDialog } from './blog-article-status-dialog.tsx';
import type { CoverState } from './blog-cover-field.tsx';
import { useStaff } from './staff-context.ts';

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to={paths.adminBlog}
      className="mb-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
    >
      <ArrowLeft aria-hidden size={18} />
      {t('blog.form.back')}
    </Link>
  );
}

const coverOf = (article: StaffArticle): CoverState =>
  article.cover ? { kind: 'existing', url: article.cover.large } : { kind: 'none' };

/**
 * Publishing after a save: the article is kept either way, so a refusal here is a toast and the
 * article's editor, never a second copy of the article.
 */
function usePublish() {
  const { t } = useTranslation(['admin', 'messages']);
  const queryClient = useQueryClient();
  return async (articleId: number): Promise<boolean> => {
    try {
      const result = await changeArticleStatus({ articleId, status: 'published' });
      void showToast('success', result.message ?? t('blog.form.published'));
      return true;
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
      return false;
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
      ]);
    }
  };
}

/** /admin/blog/new (issue 16): a new article, saved as a draft or published at once. */
export function NewArticlePage() {
  const { t } = useTranslation(['admin', 'messages']);
  const language = useLanguage();
  const { user } = useStaff();
  const navigate = useNavigate();
  const create = useCreateArticle();
  const publish = usePublish();
  const [defaults] = useState(() => emptyArticle(language, user.name));
  useDocumentTitle(t('blog.form.newTitle'));

  const submit = async ({ body, cover, intent, allowLeave }: ArticleSubmit) => {
    const result = await create.mutateAsync({ body, cover });
    const articleId = result.article.id;
    allowLeave();
    if (intent === 'publish' && (await publish(articleId))) {
      void navigate(paths.adminBlog);
      return;
    }
    if (intent === 'save') void showToast('success', result.message ?? t('blog.form.saved'));
    // A draft is worked on further: its own editor, where Back returns to the list.
    void navigate(href.adminBlogEdit(String(articleId)), { replace: true });
  };

  return (
    <div className="max-w-4xl">
      <BackLink />
      <AdminPageHeader title={t('blog.form.newTitle')} intro={t('blog.form.newIntro')} />
      <BlogArticleForm defaultValues={defaults} defaultCover={{ kind: 'none' }} status={null} onSubmit={submit} />
    </div>
  );
}

function EditForm({ article }: { article: StaffArticle }) {
  const { t } = useTranslation(['admin', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateArticle();
  const publish = usePublish();
  const [defaults] = useState(() => ({ values: fromArticle(article), cover: coverOf(article) }));
  const [target, setTarget] = useState<ArticleStatusChange | null>(null);

  const submit = async ({ body, cover, intent, allowLeave }: ArticleSubmit) => {
    const result = await update.mutateAsync({ articleId: article.id, body, cover });
    queryClient.setQueryData(adminKeys.blogArticle(article.id), result.article);
    if (intent === 'publish') {
      allowLeave();
      if (await publish(article.id)) {
        void navigate(paths.adminBlog);
        return;
      }
    } else {
      void showToast('success', result.message ?? t('blog.form.saved'));
    }
    return { values: fromArticle(result.article), cover: coverOf(result.article) };
  };

  return (
    <>
      <BlogArticleForm
        defaultValues={defaults.values}
        defaultCover={defaults.cover}
        status={article.status}
        onSubmit={submit}
        onTakeDown={() => setTarget('unpublished')}
      />
      <ArticleStatusDialog article={article} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** /admin/blog/{number}/edit (issue 16): an article's editor; the audit log keeps publishing and taking down. */
export function EditArticlePage() {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const articleId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const article = useStaffArticle(articleId);
  useDocumentTitle(t('blog.form.editTitle'));
  let body;
  if (articleId === 0) body = <EmptyState icon={SearchX} title={t('messages:errors.articleUnavailable')} />;
  // The form starts from the latest copy, not one cached before someone else's change.
  else if (article.isPending || (article.isFetching && !article.isFetchedAfterMount)) body = <ListSkeleton rows={2} />;
  else if (article.isError) body = <ErrorState error={article.error} onRetry={() => void article.refetch()} />;
  else {
    body = (
      <>
        <p className="mb-4 flex flex-wrap items-center gap-3">
          <Badge tone={ARTICLE_STATUS_TONE[article.data.status]}>
            {t(`enums:articleStatus.${article.data.status}`)}
          </Badge>
          {article.data.status === 'published' ? (
            <Link
              to={href.blogPostDetails(String(article.data.id))}
              className={cn(
                'inline-flex min-h-11 items-center gap-2',
                'font-semibold text-brand-800 underline underline-offset-2',
              )}
            >
              <ExternalLink aria-hidden size={18} />
              {t('blog.viewPage')}
            </Link>
          ) : null}
        </p>
        <EditForm key={article.data.id} article={article.data} />
      </>
    );
  }
  return (
    <div className="max-w-4xl">
      <BackLink />
      <AdminPageHeader
        title={t('blog.form.editTitle')}
        intro={t('blog.form.editIntro', { n: formatNumber(articleId, language) })}
      />
      {body}
    </div>
  );
}
