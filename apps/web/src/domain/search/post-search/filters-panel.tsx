import {
  FURNISHINGS,
  LAND_UNITS,
  MOVE_IN_CHOICES,
  PROPERTY_TYPES,
  TENANT_TYPES,
  type Language,
} from '@ghorbari/contracts';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, filterInputClass, filterLabelClass } from '../../../components/filters/filter-fields.tsx';
import { RangeFields } from '../../../components/filters/range-fields.tsx';
import { FiltersPanel } from '../../../components/filters/filters-panel.tsx';
import { useFiltersDraft } from '../../../components/filters/use-filters-draft.ts';
import { LocationPicker } from '../../../components/location-picker.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useLoadsPages } from '../../../lib/navigation/navigation.tsx';
import { formatNumber } from '../../../lib/format.ts';
import {
  RANGE_KEYS,
  ROOM_CHOICES,
  activeFilterCount,
  emptyPostFilters,
  listValues,
  toAsciiNumber,
  withRoomCount,
  type FieldGroup,
  type FilterProblem,
  type PostFilters,
  type PostType,
  type RangeGroup,
} from './post-search-query.ts';
import type { findProblem } from './post-filter-check.ts';
import { AreaChoices } from './area-choices.tsx';
import { KeywordBox } from './keyword-box.tsx';
import { keepWordsFocusedOnNextPage } from './words-focus.ts';

type FindProblem = typeof findProblem;
let check: FindProblem | null = null;
/**
 * The check of the filters as the contracts make it (zod, their messages): loaded when the reader
 * first uses the form, not with the page (ADR 059).
 */
const loadCheck = async (): Promise<FindProblem> => (check ??= (await import('./post-filter-check.ts')).findProblem);

interface PostFiltersPanelProps {
  /** Rent asks for the monthly rent and who may rent, sale for the price. */
  type: PostType;
  /** The filters now in the URL; the form starts from them, and starts over when they change. */
  applied: PostFilters;
  language: Language;
  onApply: (filters: PostFilters) => void;
  onClear: () => void;
  /**
   * Where the form goes before the page's JavaScript has arrived (a plain GET form: the page
   * reads its fields as it reads its address), with the fields the page's address also needs.
   */
  action: string;
  hidden?: Record<string, string>;
  /** What is applied, shown under the words even while the form is folded away. */
  children?: ReactNode;
}

const placeOf = ({ division, district, subDistrict, neighbourhood, areas }: PostFilters) => ({
  division,
  district,
  subDistrict,
  neighbourhood,
  areas,
});

/**
 * The words, then place, property type, price, size, land, rooms, furnishing and (rent) who may
 * rent: one panel for every list of posts (issue 29, item 4). Applied to the URL only on
 * "Search" or "Apply", checked first as the API checks them. On a phone the filters fold away
 * behind a "Filters" button that counts what is set, so the results start on the first screen;
 * from `lg` up the panel is a column beside the results.
 */
export function PostFiltersPanel({
  type,
  applied,
  language,
  onApply,
  onClear,
  action,
  hidden,
  children,
}: PostFiltersPanelProps) {
  const { t } = useTranslation(['listings', 'enums', 'messages']);
  const id = useId();
  const panel = useFiltersDraft<PostFilters, FilterProblem>({
    applied,
    findProblem: (draft) => check?.(type, draft) ?? null,
    inView: (problem) => problem.group === 'q',
    onApply,
  });
  const { draft, problem } = panel;
  const loadsPages = useLoadsPages();
  const set = (change: Partial<PostFilters>) => {
    void loadCheck();
    panel.set(change);
  };
  // Applied once the check is in (at once, unless the form is applied before anything was changed).
  const submit = (event: FormEvent) => {
    if (check) return panel.submit(event);
    event.preventDefault();
    void loadCheck().then(() => panel.submit(event));
  };
  const errorOf = (group: FieldGroup) => (problem?.group === group ? t(problem.message) : undefined);

  const clearKeyword = () => {
    const next = { ...draft, q: '' };
    set({ q: '' });
    if (problem?.group === 'q') panel.setProblem(null);
    // Words in the results go at once; typed ones not yet searched just empty.
    if (!applied.q) return;
    if (loadsPages) keepWordsFocusedOnNextPage();
    void loadCheck().then((find) => find(type, next) || onApply(next));
  };

  const range = (group: RangeGroup) => {
    const labelKey = (key: string) =>
      group === 'price' && type === 'rent' ? `filters.${key.replace('Price', 'Rent')}` : `filters.${key}`;
    return (
      <RangeFields
        id={id}
        group={group}
        legend={t(group === 'price' && type === 'rent' ? 'filters.rent' : `filters.${group}`)}
        boxes={RANGE_KEYS[group].map((key) => ({
          key,
          label: t(labelKey(key)),
          placeholder: t(key.startsWith('min') ? 'filters.min' : 'filters.max'),
          value: draft[key],
        }))}
        onChange={(key, text) => set({ [key]: toAsciiNumber(text) })}
        language={language}
        decimal={group === 'land'}
        named
        error={errorOf(group)}
        className={group === 'land' ? 'grid-cols-[1fr_1fr_minmax(6.5rem,1fr)] lg:grid-cols-2' : undefined}
      >
        {group === 'land' ? (
          // Beside the results the column is narrow: the unit goes under the two numbers.
          <div className="lg:col-span-2">
            <label htmlFor={`${id}-landUnit`} className="sr-only">
              {t('filters.landUnit')}
            </label>
            <select
              id={`${id}-landUnit`}
              name="landUnit"
              className={filterInputClass}
              value={draft.landUnit || 'katha'}
              onChange={(event) => set({ landUnit: event.target.value })}
            >
              {LAND_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`enums:landUnit.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </RangeFields>
    );
  };

  /** A select of one enumeration, "any" first. */
  const choice = (key: 'propertyType' | 'furnishing' | 'tenant' | 'moveIn', values: readonly string[], any: string) => (
    <FilterSelect
      id={`${id}-${key}`}
      name={key}
      label={t(`filters.${key}`)}
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      any={t(any)}
      options={values.map((value) => ({ value, label: t(`enums:${key}.${value}`) }))}
    />
  );

  const roomLabel = (value: string) =>
    value === ''
      ? t('filters.anyRooms')
      : value === ROOM_CHOICES.at(-1)
        ? t('filters.orMore', { n: formatNumber(Number(value), language) })
        : formatNumber(Number(value), language);
  const chipClass = cn(
    'flex h-11 cursor-pointer items-center justify-center rounded-md border border-gray-300',
    'bg-white px-2 text-[15px] font-semibold text-gray-800 peer-checked:border-brand-700',
    'peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2',
    'peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2',
  );

  /** Bathrooms: one count, or any. */
  const rooms = (key: 'bathrooms') => (
    <fieldset>
      <legend className={filterLabelClass}>{t(`filters.${key}`)}</legend>
      <div className="mt-1 flex gap-1.5">
        {['', ...ROOM_CHOICES].map((value) => (
          <label key={value} className="flex-1">
            <input
              type="radio"
              name={key}
              value={value}
              checked={draft[key] === value}
              onChange={() => set({ [key]: value })}
              className="peer sr-only"
            />
            <span className={chipClass}>{roomLabel(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  /**
   * Bedrooms: any number of the counts (issue 63: "2 or 3"), none ticked meaning any. Checkboxes
   * of one name, so a plain form sends each ticked one (bedrooms=2&bedrooms=3).
   */
  const chosenBedrooms = listValues(draft.bedrooms);
  const bedrooms = (
    <fieldset aria-describedby={`${id}-bedrooms-hint`}>
      <legend className={filterLabelClass}>{t('filters.bedrooms')}</legend>
      <p id={`${id}-bedrooms-hint`} className="text-sm text-gray-700">
        {t('filters.severalHint')}
      </p>
      <div className="mt-1 flex gap-1.5">
        {ROOM_CHOICES.map((value) => (
          <label key={value} className="flex-1">
            <input
              type="checkbox"
              name="bedrooms"
              value={value}
              checked={chosenBedrooms.includes(value)}
              onChange={(event) => set({ bedrooms: withRoomCount(draft.bedrooms, value, event.target.checked) })}
              className="peer sr-only"
            />
            <span className={chipClass}>{roomLabel(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <FiltersPanel
      namespace="listings"
      open={panel.open}
      onToggle={panel.toggle}
      onSubmit={submit}
      onClear={() => {
        panel.reset({ ...emptyPostFilters, sort: applied.sort });
        onClear();
      }}
      chips={children}
      beside={{
        head: <KeywordBox value={draft.q} onChange={(q) => set({ q })} onClear={clearKeyword} error={errorOf('q')} />,
        count: activeFilterCount(applied),
        language,
        action,
        // Before the page's JavaScript, the place's selects cannot cascade: the place applied goes along as it is.
        hidden: { ...hidden, ...placeOf(applied) },
      }}
    >
      <LocationPicker
        mode="filter"
        levels="district"
        // In the column beside the results, the place's selects stand one under another.
        className="lg:[&_.grid]:grid-cols-1"
        value={{ division: draft.division, district: draft.district, subDistrict: draft.subDistrict }}
        // Another division or district starts its areas afresh.
        onChange={({ division, district }) =>
          set(
            district === draft.district
              ? { division, district }
              : { division, district, subDistrict: '', neighbourhood: '', areas: '' },
          )
        }
      />
      <AreaChoices value={draft} language={language} onChange={(change) => set(change)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {choice('propertyType', PROPERTY_TYPES, 'filters.anyType')}
        {range('price')}
        {range('size')}
        {range('land')}
        {bedrooms}
        {rooms('bathrooms')}
        {choice('furnishing', FURNISHINGS, 'filters.furnishingAny')}
        {type === 'rent' ? choice('tenant', TENANT_TYPES, 'filters.tenantAny') : null}
        {type === 'rent' ? choice('moveIn', MOVE_IN_CHOICES, 'filters.moveInAny') : null}
      </div>
    </FiltersPanel>
  );
}
