import type { FirmDetail, GroupDetail, ListingPurpose } from '@ghorbari/contracts';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { formatNumber } from '../../lib/format.ts';
import { firmQueryOptions, isFirmUnavailable } from '../../domain/interior/get-firm.ts';
import { isOfferUnavailable, offerQueryOptions } from '../../domain/group-building/get-offer.ts';
import { Link } from '../../lib/navigation/navigation.tsx';
import { areaPriceQueryOptions } from '../../domain/market/get-area-price.ts';
import { isUnavailable, postQueryOptions } from '../../domain/posts/get-post.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { firmRows, groupRows, postRows, type ComparedPost, type CompareRow } from './compare-rows.ts';

/** One column's head: what it is, where it leads, and its photo. */
interface Column {
  id: string;
  state: 'loading' | 'ready' | 'unavailable' | 'error';
  title?: string;
  titleLang?: string;
  imageUrl?: string | null;
  to: string;
  retry?: () => void;
}

type Loaded<T> = { columns: Column[]; items: (T | null)[] };

function columnsOf<T>(
  ids: readonly string[],
  results: UseQueryResult<unknown>[],
  unavailable: (error: unknown) => boolean,
  to: (id: string) => string,
  read: (data: unknown) => { item: T; title: string; titleLang?: string; imageUrl: string | null },
): Loaded<T> {
  const columns: Column[] = [];
  const items: (T | null)[] = [];
  ids.forEach((id, index) => {
    const result = results[index];
    const link = to(id);
    if (!result || result.isPending) {
      columns.push({ id, state: 'loading', to: link });
      items.push(null);
    } else if (result.isError) {
      const gone = unavailable(result.error);
      columns.push({ id, state: gone ? 'unavailable' : 'error', to: link, retry: () => void result.refetch() });
      items.push(null);
    } else {
      const { item, ...head } = read(result.data);
      columns.push({ id, state: 'ready', to: link, ...head });
      items.push(item);
    }
  });
  return { columns, items };
}

function usePosts(type: 'sell' | 'rent', ids: readonly string[], enabled: boolean, viewer: string | null) {
  const posts = useQueries({ queries: ids.map((id) => ({ ...postQueryOptions(id, viewer), enabled })) });
  const prices = useQueries({
    queries: ids.map((id) => ({ ...areaPriceQueryOptions(id), enabled: enabled && type === 'sell' })),
  });
  return columnsOf<ComparedPost>(
    ids,
    posts,
    isUnavailable,
    (id) => href.postDetails(type, id),
    (data) => {
      const { post } = data as NonNullable<(typeof posts)[number]['data']>;
      const index = ids.indexOf(post.PostID);
      const areaPrice = prices[index]?.data?.areaPrice ?? null;
      return { item: { post, areaPrice }, title: post.postTitle, imageUrl: post.firstImageUrl };
    },
  );
}

/** The listings and their rows, for the kind shown; each kind asks only for its own. */
function useCompared(kind: ListingPurpose, ids: readonly string[]): { columns: Column[]; rows: CompareRow[] } {
  const { t } = useTranslation(['compare', 'listings', 'enums', 'group', 'interior', 'market', 'common']);
  const language = useLanguage();
  const { user, loading } = useSession();
  const viewer = user?._id ?? null;
  const isPost = kind === 'sell' || kind === 'rent';
  const posts = usePosts(kind === 'sell' ? 'sell' : 'rent', isPost ? ids : [], !loading, viewer);
  const offers = useQueries({
    queries: (kind === 'group' ? ids : []).map((id) => ({ ...offerQueryOptions(id, viewer), enabled: !loading })),
  });
  const firms = useQueries({
    queries: (kind === 'interior' ? ids : []).map((id) => ({ ...firmQueryOptions(id, viewer), enabled: !loading })),
  });
  if (isPost) return { columns: posts.columns, rows: postRows(t, kind, posts.items, language) };
  if (kind === 'group') {
    const loaded = columnsOf<GroupDetail>(ids, offers, isOfferUnavailable, href.groupDetails, (data) => {
      const { offer } = data as { offer: GroupDetail };
      const title = contentFor(offer.title, offer.titleEn, language);
      return { item: offer, title: title.text, titleLang: title.lang, imageUrl: offer.imageUrl };
    });
    return { columns: loaded.columns, rows: groupRows(t, loaded.items, language) };
  }
  const loaded = columnsOf<FirmDetail>(ids, firms, isFirmUnavailable, href.interiorDetails, (data) => {
    const { firm } = data as { firm: FirmDetail };
    return {
      item: firm,
      title: firm.name,
      titleLang: textLanguage(firm.name, language),
      imageUrl: firm.imageUrl ?? firm.logoUrl,
    };
  });
  return { columns: loaded.columns, rows: firmRows(t, loaded.items, language) };
}

function ColumnHead({ column, onRemove }: { column: Column; onRemove: () => void }) {
  const { t } = useTranslation('compare');
  const name = column.title ?? column.id;
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="relative aspect-[4/3] max-h-40 overflow-hidden rounded-md bg-gray-100">
        {column.imageUrl ? (
          <img src={column.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : null}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('table.removeLabel', { title: name })}
          className={cn(
            'absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-full',
            'bg-white/95 text-gray-800 shadow ring-1 ring-gray-300 hover:text-red-700',
          )}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      {column.state === 'loading' ? (
        <span className="block h-5 w-4/5 animate-pulse rounded bg-gray-200" aria-hidden />
      ) : column.state === 'ready' ? (
        // The whole title, broken between its words (issue 64: a clamp cut it off mid-word).
        <Link
          to={column.to}
          lang={column.titleLang}
          className={cn(
            'break-words text-[15px] font-semibold leading-snug text-brand-800',
            'underline-offset-4 hover:underline',
          )}
        >
          {column.title}
        </Link>
      ) : (
        <p className="text-[15px] font-normal text-gray-700" role="status">
          {column.state === 'unavailable' ? t('table.unavailable') : t('table.loadError')}{' '}
          {column.state === 'error' ? (
            <button type="button" onClick={column.retry} className="font-semibold text-brand-800 underline">
              {t('table.retry')}
            </button>
          ) : null}
        </p>
      )}
    </div>
  );
}

interface CompareTableProps {
  kind: ListingPurpose;
  ids: readonly string[];
  onlyDifferences: boolean;
  onRemove: (id: string) => void;
}

/**
 * The listings side by side (issue 44): a column each, a row per question. On a phone the columns
 * swipe while the row labels stay in view; rows where the listings differ are tinted, and the
 * reader may hide the rest. One or two listings share a phone's width rather than leave a blank
 * strip beside the table (issue 64); of three or four, the next column shows its edge.
 */
export function CompareTable({ kind, ids, onlyDifferences, onRemove }: CompareTableProps) {
  const { t } = useTranslation(['compare']);
  const language = useLanguage();
  const captionId = useId();
  const { columns, rows } = useCompared(kind, ids);
  const comparing = columns.filter((column) => column.state === 'ready').length > 1;
  const shown = onlyDifferences && comparing ? rows.filter((row) => row.differs) : rows;
  const cell = 'border-b border-gray-200 px-3 py-2.5 align-top text-[15px]';
  return (
    <div
      className="-mx-4 mt-4 overflow-x-auto sm:mx-0 sm:rounded-xl sm:ring-1 sm:ring-gray-200"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-testid="compare-table"
    >
      <table
        className="w-max min-w-full table-fixed border-separate border-spacing-0 bg-white sm:w-full"
        style={{ '--columns': columns.length } as CSSProperties}
      >
        <caption id={captionId} className="sr-only">
          {t('table.caption', { kind: t(`kinds.${kind}`), n: formatNumber(ids.length, language) })}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={cn(cell, 'sticky left-0 z-10 w-24 bg-white text-left align-bottom font-semibold sm:w-40')}
            >
              {t('table.rowHeader')}
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                // On a phone at least 8rem; one or two share what the labels' 6rem leave of the screen.
                className={cn(cell, 'w-[max(8rem,calc((100vw-6rem)/var(--columns)))] text-left font-normal sm:w-auto')}
              >
                <ColumnHead column={column} onRemove={() => onRemove(column.id)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const tint = comparing && row.differs;
            return (
              <tr key={row.key} data-row={row.key} data-differs={tint ? 'true' : undefined}>
                <th
                  scope="row"
                  className={cn(
                    cell,
                    'sticky left-0 z-10 text-left font-normal text-gray-700 shadow-[1px_0_0_theme(colors.gray.200)]',
                    tint ? 'bg-amber-50' : 'bg-white',
                  )}
                >
                  {row.label}
                  {tint ? <span className="sr-only"> ({t('table.differs')})</span> : null}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index]?.id ?? index}
                    className={cn(cell, 'font-semibold text-gray-900', tint ? 'bg-amber-50' : '')}
                  >
                    {value ?? <span className="font-normal text-gray-500">{t('table.notSaid')}</span>}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
