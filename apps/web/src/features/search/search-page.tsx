import { Building2, Home, KeyRound, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PostSearchView } from '../../domain/search/post-search/post-search-view.tsx';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { island } from '../../islands/island.tsx';
import { SearchFormIsland } from './search-islands.tsx';
import { isPostKind, readSearch, SEARCH_KINDS, searchHref, tabHref, type SearchState } from './search-params.ts';
import { Redirect } from '../../lib/page-head.tsx';
import { FirmResults, OfferResults } from './search-results.tsx';

// On a page of islands (ADR 059), the group-building and interior tabs' filters.
const FormIsland = island('search-form', SearchFormIsland);

const TAB_ICONS = { sell: Home, rent: KeyRound, group: Building2, interior: Palette } as const;

/** Sale, rent, group building, interior: each tab is a link, so it works and shares before any JavaScript. */
function SearchTabs({ state }: { state: SearchState }) {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('tabs.label')} className="mt-5">
      <ul className="grid grid-cols-4 gap-1 rounded-xl bg-gray-200/70 p-1">
        {SEARCH_KINDS.map((kind) => {
          const Icon = TAB_ICONS[kind];
          const current = kind === state.kind;
          return (
            <li key={kind}>
              <Link
                to={tabHref(state, kind)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-center',
                  'text-[15px] font-semibold leading-tight sm:flex-row sm:gap-2 sm:text-base',
                  current ? 'bg-brand-700 text-white shadow-sm' : 'text-gray-800 hover:bg-white hover:text-brand-800',
                )}
              >
                <Icon aria-hidden size={18} className="shrink-0" />
                {t(`tabs.${kind}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * /property-search (spec §2: Search; issues 17 and 29): tabs for sale, rent, group building and
 * interior, each searching its own kind with the filters it takes, all in the URL and rendered on
 * the server. Sale and rent are the listing pages' own list (every filter, the chips of what the
 * words said, wider searches when little is found); the words decide which of the two is shown.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const [params] = useSearchParams();
  const state = readSearch(params);
  useDocumentTitle(t('title'));
  usePageHead({ description: t('metaDescription') });
  // The address says what was searched (issue 63): a sale tab's form sent with words naming rent
  // (before the page came alive) moves to the rent tab's address.
  if (state.kind !== state.asked) return <Redirect asked to={searchHref(state.kind, state.filters, state.page)} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('title')}</h1>
      {/* On a phone the results come first: the heading says enough. */}
      <p className="mt-1 hidden max-w-3xl text-[16px] text-gray-700 sm:block">{t('intro')}</p>
      <SearchTabs state={state} />
      {isPostKind(state.kind) ? (
        <PostSearchView
          type={state.kind}
          filters={state.filters}
          page={state.page}
          language={language}
          on="search"
          action={paths.propertySearch}
          hidden={{ type: state.kind }}
        />
      ) : (
        <>
          <div className="mt-4">
            {/* Remounted when the URL changes (back button, a tab, a wider search), so the form shows what applies. */}
            <FormIsland key={params.toString()} kind={state.kind} applied={state.filters} language={language} />
          </div>
          {state.kind === 'group' ? (
            <OfferResults state={state} language={language} />
          ) : (
            <FirmResults state={state} language={language} />
          )}
        </>
      )}
    </div>
  );
}
