import { purposeNamedIn } from '@ghorbari/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchWordsField } from '../../domain/search/search-words-field.tsx';
import { useNavigate } from '../../lib/navigation/navigation.tsx';
import { LocationPicker, emptyLocation, type LocationValue } from '../../components/location-picker.tsx';
import { PropertySearchForm } from '../../domain/search/property-search-form.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';

/** Renting comes first and is the default: most people who search in Dhaka are looking for a flat to rent. */
const PURPOSES = [
  { value: 'rent', type: 'rent' },
  { value: 'buy', type: 'sell' },
] as const;
type Purpose = (typeof PURPOSES)[number]['value'];

/**
 * The home page's search (issue 12, defect 2; issue 17): rent or buy, what they are looking for in
 * their own words, and a place; "Search" opens the search page on that tab with all three applied.
 * Words that name a purpose ("ভাড়া", "to-let", "family flat") choose it as they are typed, as
 * the search page would (issue 29). A plain GET form underneath, so it works before the page's
 * JavaScript has arrived (the search page then reads the purpose from the words itself).
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<Purpose>('rent');
  const [words, setWords] = useState('');
  const [location, setLocation] = useState<LocationValue>(emptyLocation);

  const typeWords = (next: string) => {
    setWords(next);
    const named = purposeNamedIn(next);
    const choice = PURPOSES.find((entry) => entry.type === named);
    if (choice) setPurpose(choice.value);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the boxes hold now: words typed or a division chosen before the app started are in
    // the form but not in its state (issue 30).
    const form = new FormData(event.currentTarget);
    const field = (name: string, held: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : held;
    };
    const typed = field('q', words);
    const chosen = field('type', '') || PURPOSES.find((entry) => entry.value === purpose)?.type;
    const type = purposeNamedIn(typed) ?? chosen;
    const place = {
      division: field('division', location.division),
      district: field('district', location.district),
      subDistrict: field('subDistrict', location.subDistrict),
      neighbourhood: field('neighbourhood', location.neighbourhood ?? ''),
    };
    void navigate(href.propertySearch({ type: type ?? 'rent', ...place, q: typed.replace(/\s+/g, ' ').trim() }));
  };

  return (
    <PropertySearchForm
      labelledBy="home-search-title"
      onSubmit={search}
      className="rounded-2xl bg-white p-4 shadow-lg sm:p-6"
    >
      <h2 id="home-search-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('home.searchTitle')}
      </h2>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <fieldset className="sm:w-64 sm:shrink-0">
            <legend className="sr-only">{t('home.searchPurpose')}</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
              {PURPOSES.map(({ value, type }) => (
                <label
                  key={value}
                  className={cn(
                    'inline-flex h-11 cursor-pointer items-center justify-center rounded-md px-6 sm:h-9',
                    'text-[16px] font-semibold text-gray-700 hover:text-gray-900',
                    'has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:shadow-sm',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                    'has-[:focus-visible]:outline-brand-700',
                  )}
                >
                  <input
                    type="radio"
                    name="type"
                    value={type}
                    checked={purpose === value}
                    onChange={() => setPurpose(value)}
                    className="sr-only"
                  />
                  {t(`home.purpose.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <SearchWordsField
            id={`${id}-words`}
            label={t('home.searchWords')}
            placeholder={t('home.searchWordsPlaceholder')}
            value={words}
            onChange={typeWords}
            className="flex-1"
          />
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <LocationPicker value={location} onChange={setLocation} named className="flex-1" />
          <button
            type="submit"
            data-first-tap="search"
            className="h-11 rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 lg:w-40"
          >
            {t('home.searchButton')}
          </button>
        </div>
      </div>
    </PropertySearchForm>
  );
}
