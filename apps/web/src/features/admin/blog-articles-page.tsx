import { ARTICLE_STATUSES, LANGUAGES, staffBlogQuerySchema, type ArticleStatus } from '@ghorbari/contracts';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkTabs } from './status-tabs.tsx';
import { paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPageHeader, EmptyState, NewItemLink } from './admin-ui.tsx';
import { useStaffArticles } from './api/blog.ts';
import { BlogArticleFilterBar, type ArticleFilters } from './blog-article-filters.tsx';
import { BlogArticleRow } from './blog-article-row.tsx';
import { adminBlogHref } from './blog-hrefs.ts';
import { EmptyStateLink, PagedStaffList } from './staff-list-body.tsx';
import { readFilters, readPage } from './url-filters.ts';

type Tab = ArticleStatus | 'all';
const TABS: readonly Tab[] = ['all', ...ARTICLE_STATUSES];

/** All, drafts, published, taken down: links that keep the other filters, the current one marked. */
function ArticleTabs({ current, filters }: { current: Tab; filters: ArticleFilters }) {
  const { t } = useTranslation('admin');
  return (
    <LinkTabs
      label={t('blog.tabsLabel')}
      tabs={TABS}
      current={current}
      hrefFor={(tab) => adminBlogHref({ ...filters, ...(tab === 'all' ? {} : { status: tab }) })}
      text={(tab) => t(`blog.tabs.${tab}`)}
      className="mb-3"
    />
  );
}

/**
 * /admin/blog (issue 16, ADR 018): every article support has written, newest first, by status and
 * language, with a search; each row edits, publishes or takes down, and opens the public page.
 */
export function BlogArticlesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = readPage(params);
  const filters: ArticleFilters = readFilters(staffBlogQuerySchema.shape, params, ['language', 'q']);
  const { status } = readFilters(staffBlogQuerySchema.shape, params, ['status']);
  const tab: Tab = status ?? 'all';
  const articles = useStaffArticles({ ...filters, ...(status ? { status } : {}), page });
  useDocumentTitle(t('blog.title'));
  const filtered = Boolean(filters.language || filters.q);

  const body = (
    <PagedStaffList
      list={articles}
      page={page}
      rows={(data) => data.articles}
      pastEnd={{
        title: t('blog.pageEmpty'),
        to: adminBlogHref({ ...filters, status }),
        label: t('blog.firstPage'),
      }}
      empty={
        filtered ? (
          <EmptyStateLink title={t('blog.noMatch')} to={adminBlogHref({ status })} label={t('blog.clearFilters')} />
        ) : (
          <EmptyState icon={Newspaper} title={t(`blog.none.${tab}`)} text={t('blog.noneText')}>
            {tab === 'all' || tab === 'draft' ? (
              <NewItemLink to={paths.adminBlogNew} label={t('blog.new')} className="mt-4" />
            ) : null}
          </EmptyState>
        )
      }
      found={(data) =>
        t('blog.found', { count: data.pagination.total, n: formatNumber(data.pagination.total, language) })
      }
      hrefFor={(number) => adminBlogHref({ ...filters, status, page: number })}
    >
      {(rows) =>
        rows.map((article) => (
          <li key={article.id}>
            <BlogArticleRow article={article} />
          </li>
        ))
      }
    </PagedStaffList>
  );

  return (
    <div>
      <AdminPageHeader
        title={t('blog.title')}
        intro={t('blog.intro')}
        actions={<NewItemLink to={paths.adminBlogNew} label={t('blog.new')} />}
      />
      <ArticleTabs current={tab} filters={filters} />
      <BlogArticleFilterBar
        key={`${filters.language ?? ''}|${filters.q ?? ''}`}
        filters={filters}
        languages={LANGUAGES}
        onChange={(next) => void navigate(adminBlogHref({ ...next, status }))}
      />
      {body}
    </div>
  );
}
