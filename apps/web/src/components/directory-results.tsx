import type { Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { PageLinks } from './page-links.tsx';
import { CardListSkeleton } from './skeletons.tsx';

/** A directory's own texts: each has `error.*`, `empty.title`, `resultCount`, `pageOf` and `pagination.*`. */
type DirectoryNamespace = 'group' | 'interior';

/** A box in place of the results: nothing found, or the results did not arrive, with what to do next. */
export function ResultsNotice({
  Icon,
  title,
  text,
  action,
  children,
}: {
  Icon: typeof SearchX;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void } | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200">
      <Icon aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{text}</p>
      {children}
      {action ? (
        <button
          type="button"
          onClick={action.onClick}
          className="mt-5 h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

/** How many were found and, over several pages, which page this is: announced as it changes. */
export function ResultCount({
  namespace,
  total,
  page,
  totalPages,
  language,
  testId,
}: {
  /** Whose `resultCount` and `pageOf` texts: a directory's, or the post listings'. */
  namespace: DirectoryNamespace | 'listings';
  total: number;
  page: number;
  totalPages: number;
  language: Language;
  testId?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div>
      <p role="status" className="text-lg font-semibold text-gray-900" data-testid={testId}>
        {t('resultCount', { count: total, n: formatNumber(total, language) })}
      </p>
      {totalPages > 1 ? (
        <p className="text-sm text-gray-600">
          {t('pageOf', { page: formatNumber(page, language), total: formatNumber(totalPages, language) })}
        </p>
      ) : null}
    </div>
  );
}

interface DirectoryQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A directory's results (design firms, group offers): skeletons while the first page loads, an
 * error with "try again", the empty state, or the count, the cards and the page links. While the
 * next page loads, the current cards stay, dimmed and marked busy.
 */
export function DirectoryResults<Data extends { pagination: PaginationShape }, Item>({
  namespace,
  query,
  items,
  itemKey,
  renderItem,
  header,
  empty,
  cardsTestId,
  hrefForPage,
  language,
}: {
  namespace: DirectoryNamespace;
  query: DirectoryQuery<Data>;
  items: (data: Data) => readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Above the cards: the count (and, for firms, the order). */
  header: (data: Data) => ReactNode;
  empty: { text: string; action?: { label: string; onClick: () => void } | undefined };
  cardsTestId: string;
  hrefForPage: (page: number) => string;
  language: Language;
}) {
  const { t } = useTranslation(namespace);
  const { data } = query;
  if (query.isPending) {
    return (
      <div className="-mx-4">
        <CardListSkeleton />
      </div>
    );
  }
  if (query.isError && !data) {
    return (
      <ResultsNotice
        Icon={TriangleAlert}
        title={t('error.title')}
        text={t('error.text')}
        action={{ label: t('error.retry'), onClick: () => void query.refetch() }}
      />
    );
  }
  if (!data) return null;
  if (data.pagination.total === 0) {
    return <ResultsNotice Icon={SearchX} title={t('empty.title')} text={empty.text} action={empty.action} />;
  }
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
      <PageLinks
        page={data.pagination.page}
        totalPages={data.pagination.totalPages}
        hrefFor={hrefForPage}
        number={(value) => formatNumber(value, language)}
        labels={{
          nav: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (value) => t('pagination.page', { n: value }),
        }}
      />
    </div>
  );
}

interface PaginationShape {
  page: number;
  totalPages: number;
  total: number;
}
