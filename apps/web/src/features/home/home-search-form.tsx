import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocationPicker, emptyLocation, type LocationValue } from '../../components/location-picker.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';

/** Renting comes first and is the default: most people who search in Dhaka are looking for a flat to rent. */
const PURPOSES = [
  { value: 'rent', listing: 'rent' },
  { value: 'buy', listing: 'sell' },
] as const;
type Purpose = (typeof PURPOSES)[number]['value'];

/**
 * The home page's search (issue 12, defect 2): rent or buy, then a place, and "Search" opens
 * that listing with the place already applied as its filter.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<Purpose>('rent');
  const [location, setLocation] = useState<LocationValue>(emptyLocation);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const listing = PURPOSES.find((entry) => entry.value === purpose)?.listing ?? 'rent';
    void navigate(href.listing(listing, location));
  };

  return (
    <form onSubmit={search} aria-labelledby="home-search-title" className="rounded-2xl bg-white p-4 shadow-lg sm:p-6">
      <h2 id="home-search-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('home.searchTitle')}
      </h2>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <fieldset className="sm:w-72 lg:w-auto">
          <legend className="sr-only">{t('home.searchPurpose')}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
            {PURPOSES.map(({ value }) => (
              <label
                key={value}
                className={cn(
                  'inline-flex h-11 cursor-pointer items-center justify-center rounded-md px-6 lg:h-9',
                  'text-[16px] font-semibold text-gray-700 hover:text-gray-900',
                  'has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:shadow-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                  'has-[:focus-visible]:outline-brand-700',
                )}
              >
                <input
                  type="radio"
                  name="purpose"
                  value={value}
                  checked={purpose === value}
                  onChange={() => setPurpose(value)}
                  className="sr-only"
                />
                {t(`home.purpose.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <LocationPicker value={location} onChange={setLocation} className="flex-1" />
        <button
          type="submit"
          className="h-11 rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 lg:w-40"
        >
          {t('home.searchButton')}
        </button>
      </div>
    </form>
  );
}
