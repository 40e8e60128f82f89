import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DirectoryResults, ResultCount } from '../../components/directory-results.tsx';
import { paths } from '../../config/paths.ts';
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
      </div>

      <DirectoryResults
        namespace="group"
        query={offers}
        items={(data) => data.offers}
        itemKey={(offer) => offer.PostID}
        renderItem={(offer) => <GroupCard offer={offer} language={language} linkState={{ from }} />}
        header={(data) => (
          <ResultCount
            namespace="group"
            testId="offer-count"
            total={data.pagination.total}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            language={language}
          />
        )}
        empty={{
          text: hasGroupFilters(filters) ? t('empty.text') : t('empty.none'),
          action: hasGroupFilters(filters) ? { label: t('filters.clear'), onClick: clearAll } : undefined,
        }}
        cardsTestId="group-cards"
        hrefForPage={(next) => hrefFor(filters, next)}
        language={language}
      />
      {/* After the offers (issue 31): the reader first sees what there is, then asks for what is not. */}
      <div className="mt-8">
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
      <InterestDialog target={interest} onClose={() => setInterest(null)} />
    </div>
  );
}
