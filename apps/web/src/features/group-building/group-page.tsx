import type { Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLinks } from '../../components/page-links.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useOffers } from './api/get-offers.ts';
import { DivisionNav } from './division-nav.tsx';
import { GeneralInterest } from './general-interest.tsx';
import { GroupCard } from '../../components/group-card.tsx';
import {
  emptyGroupFilters,
  hasGroupFilters,
  readGroupFilters,
  readGroupPage,
  writeGroupParams,
  type GroupFilters,
} from './group-filters.ts';
import { GroupActiveFilters, GroupFiltersPanel } from './group-filters-panel.tsx';
import { InterestDialog, type InterestTarget } from './interest-dialog.tsx';

function Notice({
  Icon,
  title,
  text,
  action,
}: {
  Icon: typeof SearchX;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void } | undefined;
}) {
  return (
    <div className="mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200">
      <Icon aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{text}</p>
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

function ResultCount({
  total,
  page,
  totalPages,
  language,
}: {
  total: number;
  page: number;
  totalPages: number;
  language: Language;
}) {
  const { t } = useTranslation('group');
  return (
    <div>
      <p role="status" className="text-lg font-semibold text-gray-900" data-testid="offer-count">
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

/** /Group-Wise-Building: offers by division, filters in the URL, and the general interest form (spec §2, issue 15). */
export function GroupBuildingPage() {
  const { t } = useTranslation('group');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const filters = readGroupFilters(params);
  const page = readGroupPage(params);
  const offers = useOffers(filters, page);
  const [interest, setInterest] = useState<InterestTarget | null>(null);
  useDocumentTitle(t('title'));
  usePageHead({ description: t('metaDescription') });

  const hrefFor = (next: GroupFilters, nextPage = 1) => {
    const query = writeGroupParams(next, nextPage).toString();
    return query ? `${paths.groupBuilding}?${query}` : paths.groupBuilding;
  };
  const apply = (next: GroupFilters) => void navigate(hrefFor(next));
  // The panel clears what it holds; the division stays (the row above changes it).
  const clearPanel = () => void navigate(hrefFor({ ...emptyGroupFilters, division: filters.division }));
  const clearAll = () => void navigate(hrefFor(emptyGroupFilters));
  const from = `${location.pathname}${location.search}`;
  const data = offers.data;
  const n = (value: number) => formatNumber(value, language);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-[16px] text-gray-700">{t('intro')}</p>

      <DivisionNav current={filters.division} hrefFor={(division) => hrefFor({ ...emptyGroupFilters, division })} />
      <div className="mt-3 space-y-4">
        {/* Remounted when the URL changes (back button, a chip), so the form shows what applies. */}
        <GroupFiltersPanel
          key={params.toString()}
          applied={filters}
          language={language}
          onApply={apply}
          onClear={clearPanel}
        >
          <GroupActiveFilters filters={filters} language={language} onChange={apply} />
        </GroupFiltersPanel>
        {/* Remounted when the member's profile arrives, so their division and phone are filled in. */}
        <GeneralInterest
          key={user?._id ?? 'visitor'}
          initial={{
            division: filters.division || (user?.address?.division ?? ''),
            location: '',
            phone: user?.phone ?? '',
          }}
          onContinue={(values) => setInterest({ kind: 'general', ...values })}
        />
      </div>

      {offers.isPending ? (
        <div className="-mx-4">
          <CardListSkeleton />
        </div>
      ) : offers.isError && !data ? (
        <Notice
          Icon={TriangleAlert}
          title={t('error.title')}
          text={t('error.text')}
          action={{ label: t('error.retry'), onClick: () => void offers.refetch() }}
        />
      ) : data && data.pagination.total === 0 ? (
        <Notice
          Icon={SearchX}
          title={t('empty.title')}
          text={hasGroupFilters(filters) ? t('empty.text') : t('empty.none')}
          action={hasGroupFilters(filters) ? { label: t('filters.clear'), onClick: clearAll } : undefined}
        />
      ) : data ? (
        <div aria-busy={offers.isPlaceholderData} className="mt-6">
          <ResultCount
            total={data.pagination.total}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            language={language}
          />
          <ul
            data-testid="group-cards"
            className={cn(
              'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
              offers.isPlaceholderData ? 'opacity-60' : '',
            )}
          >
            {data.offers.map((offer) => (
              <li key={offer.PostID}>
                <GroupCard offer={offer} language={language} linkState={{ from }} />
              </li>
            ))}
          </ul>
          <PageLinks
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            hrefFor={(next) => hrefFor(filters, next)}
            number={n}
            labels={{
              nav: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (value) => t('pagination.page', { n: value }),
            }}
          />
        </div>
      ) : null}
      <InterestDialog target={interest} onClose={() => setInterest(null)} />
    </div>
  );
}
