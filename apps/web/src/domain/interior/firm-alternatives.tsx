import { inPlace, type FirmAlternative, type FirmAlternativeKind, type Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { Palette } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { Link } from '../../lib/navigation/navigation.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { firmBudgetRangeText } from './firm-budget.ts';
import type { FirmChipFilters } from './firm-filter-chips.tsx';
import { formatAverage, RatingLine } from './rating-line.tsx';

/**
 * A place where a sentence says "in …": its Bengali locative ("চট্টগ্রামে", "কুমিল্লায়"), or the
 * name as it is in English (the sentence says "in"). Both texts take it as `place`.
 */
const placeWords = (place: string, language: Language) => ({
  place: language === 'bn' && place ? inPlace(place) : place,
});

type OfferedFirm = FirmAlternative['firms'][number];

/** Why this firm is offered, in a few words: its budget above the reader's, where it is based, its work. */
function reasonOf(
  t: TFunction,
  kind: FirmAlternativeKind,
  firm: OfferedFirm,
  filters: FirmChipFilters,
  office: string,
  language: Language,
): string {
  switch (kind) {
    case 'budget': {
      const from = firm.budgetPerSqft?.min;
      if (from === undefined) return t('alternatives.reason.noBudget');
      const amount = formatTaka(from, language);
      if (filters.maxBudget && from > Number(filters.maxBudget)) return t('alternatives.reason.overBudget', { amount });
      const tier = t('card.budget', { tier: t(`enums:budgetTier.${firm.budgetTier}`) });
      return `${tier} · ${t('alternatives.reason.from', { amount })}`;
    }
    case 'category':
      return t('alternatives.reason.otherWork', {
        work: firm.categories.map((category) => t(`enums:interiorCategory.${category}`)).join(' · '),
      });
    case 'rating':
      return firm.totalRatings > 0
        ? t('alternatives.reason.rating', { n: formatAverage(firm.averageRating, language) })
        : t('card.noReviews');
    default:
      if (!office) return '';
      return firm.distanceKm
        ? t('alternatives.reason.officeAway', {
            ...placeWords(office, language),
            km: formatNumber(firm.distanceKm, language),
          })
        : t('alternatives.reason.office', placeWords(office, language));
  }
}

/** One firm offered: its photo or logo, its name (a link), why it is offered, its work, budget and rating. */
function AlternativeFirm({
  kind,
  firm,
  filters,
  language,
  linkState,
}: {
  kind: FirmAlternativeKind;
  firm: OfferedFirm;
  filters: FirmChipFilters;
  language: Language;
  linkState?: unknown;
}) {
  const { t } = useTranslation(['interior', 'enums']);
  const names = useLocationNames(firm.location, language);
  const office = names.district || names.division;
  const reason = reasonOf(t, kind, firm, filters, office, language);
  const picture = firm.imageUrl || firm.logoUrl;
  // What the reason already says is not said again.
  const budget = kind === 'budget' ? null : firmBudgetRangeText(t, firm, language);
  const work =
    kind === 'category' ? null : firm.categories.map((category) => t(`enums:interiorCategory.${category}`)).join(' · ');
  return (
    <li
      className={cn(
        'relative flex gap-3 rounded-lg bg-white p-3 text-left ring-1 ring-gray-200',
        'focus-within:ring-2 focus-within:ring-brand-700',
      )}
      data-testid="firm-alternative-card"
    >
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md bg-gray-100">
        {picture ? (
          <img
            src={picture}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className={cn('h-full w-full', firm.imageUrl ? 'object-cover' : 'bg-white object-contain p-2')}
          />
        ) : (
          <Palette aria-hidden size={32} className="m-6 text-gray-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-[16px] font-semibold leading-snug text-gray-900" lang={textLanguage(firm.name, language)}>
          <Link
            to={href.interiorDetails(firm.PostID)}
            state={linkState}
            referrerPolicy={linkState === undefined ? undefined : 'same-origin'}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {firm.name}
          </Link>
        </p>
        {reason ? (
          <p className="text-[15px] font-semibold text-amber-900" data-testid="firm-alternative-reason">
            {reason}
          </p>
        ) : null}
        <p className="text-sm text-gray-700">{[work, budget].filter(Boolean).join(' — ')}</p>
        <RatingLine average={firm.averageRating} count={firm.totalRatings} language={language} size={14} />
      </div>
    </li>
  );
}

interface FirmAlternativesProps {
  alternatives: readonly FirmAlternative[];
  /** The reader's search, for the words of each group (its place, its budget, its name). */
  filters: FirmChipFilters;
  language: Language;
  /** The page's address of a wider search, from its API query. */
  hrefFor: (query: Record<string, string>) => string;
  /** Inside the "nothing found" box, or under a short list of firms. */
  variant: 'empty' | 'thin';
  linkState?: unknown;
}

/**
 * The firm directory's way out of a dead end (issue 63, item 7): for a search that found few firms
 * or none, the firms one step wider finds, grouped by why they are offered — the same city above
 * the budget (each with its budget), the rest of the division (each with where it is based), the
 * rest of the country, other kinds of work — each group with a link to its whole search and count.
 */
export function FirmAlternatives({
  alternatives,
  filters,
  language,
  hrefFor,
  variant,
  linkState,
}: FirmAlternativesProps) {
  const { t } = useTranslation(['interior', 'enums']);
  const id = useId();
  const names = useLocationNames({ division: filters.division, district: filters.district, subDistrict: '' }, language);
  const place = names.district || names.division;
  const shown = alternatives.filter((entry) => entry.firms.length > 0);
  if (shown.length === 0) return null;

  const titleOf = (kind: FirmAlternativeKind): string => {
    const where = placeWords(place, language);
    switch (kind) {
      case 'budget':
        if (!filters.maxBudget) return t('alternatives.title.otherBudgets');
        return place ? t('alternatives.title.overBudgetIn', where) : t('alternatives.title.overBudget');
      case 'nearby':
        return t('alternatives.title.nearby', { division: names.division });
      case 'category':
        return place ? t('alternatives.title.otherWorkIn', where) : t('alternatives.title.otherWork');
      default:
        return t(`alternatives.title.${kind}`);
    }
  };
  const linkOf = (entry: FirmAlternative): string =>
    t(`alternatives.link.${entry.kind}`, {
      count: entry.total,
      n: formatNumber(entry.total, language),
      division: names.division,
    });
  const empty = variant === 'empty';

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="firm-alternatives"
      className={cn('text-left', empty ? 'mt-6' : 'mt-8 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200 sm:p-5')}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t(empty ? 'alternatives.emptyTitle' : 'alternatives.thinTitle')}
      </h2>
      <div className="mt-3 space-y-6">
        {shown.map((entry) => (
          <div key={entry.kind} data-testid="firm-alternative" data-kind={entry.kind}>
            <h3 id={`${id}-${entry.kind}`} className="text-[16px] font-semibold text-gray-800">
              {titleOf(entry.kind)}
            </h3>
            <ul aria-labelledby={`${id}-${entry.kind}`} className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {entry.firms.map((firm) => (
                <AlternativeFirm
                  key={firm.PostID}
                  kind={entry.kind}
                  firm={firm}
                  filters={filters}
                  language={language}
                  linkState={linkState}
                />
              ))}
            </ul>
            <Link
              to={hrefFor(entry.query)}
              className={cn(
                'mt-2 inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-4 py-2',
                'font-semibold text-brand-800 hover:bg-brand-50',
              )}
            >
              {linkOf(entry)}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
