import type { ArticleCard as ArticleCardData } from '@ghorbari/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useArticles } from './api/get-articles.ts';
import { ArticleCard } from './article-card.tsx';
import { BlogNotice, primaryAction, secondaryAction } from './blog-notice.tsx';
import { blogHref, emptyBlogQuery, hasBlogQuery, listedLanguage, readBlogQuery } from './blog-query.ts';
import { BlogSearch } from './blog-search.tsx';
import { BlogSkeleton } from './blog-skeleton.tsx';
import { CategoryChips } from './category-chips.tsx';
import { OtherLanguageNote, OtherLanguageOffer } from './other-language.tsx';
import { ListPageTitle } from '../../components/page-header.tsx';

/** Each article once, in the order the pages brought them (a page may overlap the last after a new article). */
function unique(articles: ArticleCardData[]): ArticleCardData[] {
  const seen = new Set<number>();
  return articles.filter((article) => (seen.has(article.id) ? false : (seen.add(article.id), true)));
}

/**
 * /Blog (issue 16): the spotlight article, search, topic chips, cards and "view more". The cards
 * are the reader's language; the other language's are offered below them and listed on request,
 * marked (issue 31).
 */
export function BlogPage() {
  const { t } = useTranslation(['blog', 'enums']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const query = readBlogQuery(params, language);
  const listed = listedLanguage(query, language);
  const articles = useArticles(query, language);
  const topic = query.category ? t(`enums:blogCategory.${query.category}`) : '';
  const pageTitle = query.q ? `“${query.q}”` : topic;
  useDocumentTitle(pageTitle ? `${pageTitle} – ${t('title')}` : t('title'));
  usePageHead({ description: t('metaDescription') });

  const pages = articles.data?.pages ?? [];
  const first = pages[0];
  const spotlight = first?.spotlight ?? null;
  const cards = unique(pages.flatMap((page) => page.articles)).filter((article) => article.id !== spotlight?.id);
  const searched = hasBlogQuery(query);
  const from = `${location.pathname}${location.search}`;
  const offer =
    first?.otherLanguage && listed === language ? (
      <OtherLanguageOffer query={query} other={first.otherLanguage} reader={language} />
    ) : null;
  const n = (value: number) => formatNumber(value, language);

  // "View more" moves the keyboard to the first new card, so a reader goes on where they were.
  const list = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const failedMore = articles.isFetchNextPageError;
  useEffect(() => {
    if (focusFrom === null) return;
    const link = list.current?.querySelectorAll('a')[focusFrom];
    if (link) link.focus();
    if (link || failedMore) setFocusFrom(null);
  }, [focusFrom, failedMore, cards.length]);
  const viewMore = () => {
    setFocusFrom(cards.length);
    void articles.fetchNextPage();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <ListPageTitle title={t('title')} intro={t('intro')} />
      {/* Remounted when the address changes (back button, a chip), so the box shows what applies. */}
      <BlogSearch
        key={`${query.q}|${query.category}|${query.language}`}
        query={query}
        onSearch={(next) => void navigate(blogHref(next))}
      />
      <CategoryChips query={query} />
      {listed !== language ? <OtherLanguageNote query={query} listed={listed} /> : null}

      {articles.isPending ? (
        <BlogSkeleton spotlight={!searched} />
      ) : articles.isError && !articles.data ? (
        <BlogNotice kind="error" title={t('error.title')} text={t('error.text')}>
          <button type="button" onClick={() => void articles.refetch()} className={primaryAction}>
            {t('error.retry')}
          </button>
        </BlogNotice>
      ) : first && first.pagination.total === 0 && !spotlight ? (
        <>
          <BlogNotice kind="empty" title={t('empty.title')} text={searched ? t('empty.text') : t('empty.none')}>
            {searched ? (
              <Link to={blogHref(emptyBlogQuery)} className={primaryAction}>
                {t('empty.back')}
              </Link>
            ) : null}
          </BlogNotice>
          {offer}
        </>
      ) : first ? (
        <div className="mt-4">
          {searched ? (
            <p role="status" className="mb-4 text-lg font-semibold text-gray-900" data-testid="blog-result-count">
              {query.q
                ? t('results.for', { count: first.pagination.total, n: n(first.pagination.total), q: query.q })
                : t('results.count', { count: first.pagination.total, n: n(first.pagination.total) })}
            </p>
          ) : null}
          {spotlight ? (
            <div className="mb-6">
              <ArticleCard article={spotlight} language={language} linkState={{ from }} variant="spotlight" />
            </div>
          ) : null}
          <ul ref={list} data-testid="blog-cards" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} language={language} linkState={{ from }} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col items-center gap-3">
            <p role="status" aria-live="polite" className="text-[15px] text-gray-700">
              {articles.isFetchingNextPage ? t('more.loading') : articles.isFetchNextPageError ? t('more.error') : ''}
            </p>
            {articles.hasNextPage ? (
              <button
                type="button"
                onClick={viewMore}
                disabled={articles.isFetchingNextPage}
                className={cn(secondaryAction, 'justify-center px-8 disabled:opacity-60')}
              >
                {articles.isFetchNextPageError ? t('error.retry') : t('more.button')}
              </button>
            ) : null}
          </div>
          {offer}
        </div>
      ) : null}
    </div>
  );
}
