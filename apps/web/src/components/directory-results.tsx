import type { Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { usePageHead } from '../lib/page-head.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ListPagination } from './list-pagination.tsx';
import { ListPageTitle } from './page-header.tsx';
import { ResultsNotice } from './results-notice.tsx';
import { CardListSkeleton } from './skeletons.tsx';

/**
 * A directory's own texts: each has `title`, `intro`, `metaDescription`, `error.*`, `empty.title`,
 * `resultCount`, `pageOf` and `pagination.*`.
 */
type DirectoryNamespace = 'group' | 'interior';

/**
 * A directory's page (design firms, group offers): its title and intro, the nav of its kinds, its
 * filters and then `children` (its results). The tab title and the description for search engines
 * are the namespace's `title` and `metaDescription`.
 */
export function DirectoryPage({
  namespace,
  nav,
  filters,
  children,
}: {
  namespace: DirectoryNamespace;
  nav: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const [params] = useSearchParams();
  useDocumentTitle(t('title'));
  usePageHead({ description: t('metaDescription') });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ListPageTitle title={t('title')} intro={t('intro')} />
      {nav}
      <div className="mt-3">
        {/* Remounted when the URL changes (back button, a chip), so the form shows what applies. */}
        <Fragment key={params.toString()}>{filters}</Fragment>
      </div>
      {children}
    </div>
  );
}

/**
 * How many were found and, over several pages, which page this is: announced as it changes.
 * `atLeast`: counting stopped at `total` and more were found ("10,000+", ADR 055), said by the
 * namespace's `resultCountAtLeast` and `pageOfAtLeast`.
 */
export function ResultCount({
  namespace,
  keys = { count: 'resultCount', pageOf: 'pageOf' },
  total,
  atLeast = false,
  page,
  totalPages,
  language,
  testId,
  className,
  children,
}: {
  /** Whose `resultCount` and `pageOf` texts: a directory's, the post listings' or the search's. */
  namespace: DirectoryNamespace | 'listings' | 'search';
  /** Other keys for the two texts, in that namespace. */
  keys?: { count: string; pageOf: string };
  total: number;
  atLeast?: boolean;
  page: number;
  totalPages: number;
  language: Language;
  testId?: string;
  className?: string;
  /** Said between the count and the page (the words searched for, say). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const n = formatNumber(total, language);
  const pages = { page: formatNumber(page, language), total: formatNumber(totalPages, language) };
  return (
    <div className={className}>
      <p role="status" className="text-lg font-semibold text-gray-900" data-testid={testId}>
        {atLeast ? t(`${keys.count}AtLeast`, { n }) : t(keys.count, { count: total, n })}
      </p>
      {children}
      {totalPages > 1 ? (
        <p className="text-sm text-gray-600">{t(atLeast ? `${keys.pageOf}AtLeast` : keys.pageOf, pages)}</p>
      ) : null}
    </div>
  );
}

export interface DirectoryQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A paged list of cards in its four states: skeletons while the first page loads, `error` when it
 * did not arrive, `empty` when nothing matched, or the header, the cards and `pages`. While the
 * next page loads, the current cards stay, dimmed and marked busy.
 */
export function PagedCards<Data extends { pagination: PaginationShape }, Item>({
  query,
  items,
  itemKey,
  renderItem,
  header,
  error,
  empty,
  cardsTestId,
  pages,
}: {
  query: DirectoryQuery<Data>;
  items: (data: Data) => readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Above the cards: the count (and, for firms, the order). */
  header: (data: Data) => ReactNode;
  error: () => ReactNode;
  empty: () => ReactNode;
  cardsTestId: string;
  /** Under the cards: the page links. */
  pages: (data: Data) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) {
    return (
      <div className="-mx-4">
        <CardListSkeleton />
      </div>
    );
  }
  if (query.isError && !data) return error();
  if (!data) return null;
  if (data.pagination.total === 0) return empty();
  return (
    <div aria-busy={query.isPlaceholderData} className="mt-6">
      {header(data)}
      <ul
        data-testid={cardsTestId}
        className={cn(
          'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
          query.isPlaceholderData ? 'opacity-60' : '',
        )}
      >
        {items(data).map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pages(data)}
    </div>
  );
}

/** A directory's results (design firms, group offers), with the directory's own texts and page links. */
export function DirectoryResults<Data extends { pagination: PaginationShape }, Item>({
  namespace,
  empty,
  retry,
  hrefForPage,
  language,
  ...list
}: {
  namespace: DirectoryNamespace;
  query: DirectoryQuery<Data>;
  items: (data: Data) => readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  header: (data: Data) => ReactNode;
  /** `button`: the action as an element of its own (an island, ADR 059), in place of `action`. */
  empty: { text: string; action?: { label: string; onClick: () => void } | undefined; button?: ReactNode };
  /** The retry button as an element of its own (an island), in place of the query's refetch. */
  retry?: ReactNode;
  cardsTestId: string;
  hrefForPage: (page: number) => string;
  language: Language;
}) {
  const { t } = useTranslation(namespace);
  return (
    <PagedCards
      {...list}
      error={() => (
        <ResultsNotice
          Icon={TriangleAlert}
          title={t('error.title')}
          text={t('error.text')}
          action={retry ? undefined : { label: t('error.retry'), onClick: () => void list.query.refetch() }}
        >
          {retry}
        </ResultsNotice>
      )}
      empty={() => (
        <ResultsNotice Icon={SearchX} title={t('empty.title')} text={empty.text} action={empty.action}>
          {empty.button}
        </ResultsNotice>
      )}
      pages={(data) => (
        <ListPagination
          namespace={namespace}
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          language={language}
          hrefFor={hrefForPage}
        />
      )}
    />
  );
}

interface PaginationShape {
  page: number;
  totalPages: number;
  total: number;
}
