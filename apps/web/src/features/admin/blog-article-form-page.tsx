import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { ADMIN_KEY, adminKeys, BLOG_KEY } from '../../lib/query-keys.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, EmptyState } from './admin-ui.tsx';
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
import { LatestCopy, PublicPageLink, StaffEditorPage } from './staff-editor-page.tsx';

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
    <StaffEditorPage
      backTo={paths.adminBlog}
      backLabel={t('blog.form.back')}
      title={t('blog.form.newTitle')}
      intro={t('blog.form.newIntro')}
    >
      <BlogArticleForm defaultValues={defaults} defaultCover={{ kind: 'none' }} status={null} onSubmit={submit} />
    </StaffEditorPage>
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
  return (
    <StaffEditorPage
      backTo={paths.adminBlog}
      backLabel={t('blog.form.back')}
      title={t('blog.form.editTitle')}
      intro={t('blog.form.editIntro', { n: formatNumber(articleId, language) })}
    >
      {articleId === 0 ? (
        <EmptyState icon={SearchX} title={t('messages:errors.articleUnavailable')} />
      ) : (
        <LatestCopy query={article}>
          {(data) => (
            <>
              <p className="mb-4 flex flex-wrap items-center gap-3">
                <Badge tone={ARTICLE_STATUS_TONE[data.status]}>{t(`enums:articleStatus.${data.status}`)}</Badge>
                {data.status === 'published' ? (
                  <PublicPageLink to={href.blogPostDetails(String(data.id))}>{t('blog.viewPage')}</PublicPageLink>
                ) : null}
              </p>
              <EditForm key={data.id} article={data} />
            </>
          )}
        </LatestCopy>
      )}
    </StaffEditorPage>
  );
}
