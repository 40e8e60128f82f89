import type { NotificationView } from '@ghorbari/contracts';
import { BellOff, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconEmptyState } from '../../components/member-page.tsx';
import { RowsSkeleton } from '../../components/rows-skeleton.tsx';
import { primaryTextButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';

/** The inbox while its first page loads: grey rows, with "Loading" for screen readers. */
export function InboxSkeleton() {
  return (
    <RowsSkeleton
      lead="h-5 w-5"
      lines={['h-4 w-2/3', 'h-3.5 w-full', 'h-3 w-24']}
      testId="inbox-skeleton"
      className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
      rowClassName="p-4"
    />
  );
}

/** Nothing to show: for each view, and for a search that matched nothing (the search box clears it). */
export function InboxEmpty({ view, q }: { view: NotificationView; q: string }) {
  const { t } = useTranslation('inbox');
  const searching = q !== '';
  return (
    <IconEmptyState
      Icon={searching ? SearchX : BellOff}
      title={searching ? t('empty.searchTitle', { q }) : t(`empty.${view}Title`)}
      text={searching ? t('empty.searchText') : t(`empty.${view}Text`)}
      testId="inbox-empty"
    />
  );
}

/** The first page could not be loaded: say so and offer to try again (nothing is toasted, spec §8). */
export function InboxError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
      <TriangleAlert aria-hidden size={36} className="mx-auto text-red-700" />
      <p className="mt-2 font-semibold text-gray-900">{t('error.title')}</p>
      <p className="mt-1 text-[15px] text-gray-700">{t('error.text')}</p>
      <button type="button" onClick={onRetry} className={cn('mt-4', primaryTextButton)}>
        {t('error.retry')}
      </button>
    </div>
  );
}
