import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterError } from '../../../components/filters/filter-fields.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { cn } from '../../../lib/class-names.ts';
import { KEYWORD_MAX } from './post-search-query.ts';
import { takeFocusOnArrival, WORDS_BOX_ATTRIBUTE } from './words-focus.ts';

interface KeywordBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Empties the box (and drops the keyword from the results when one applies). */
  onClear: () => void;
  /** The problem's translated message, if the keyword is refused. */
  error?: string | undefined;
}

/**
 * The keyword box of a listing (issue 17): what people type, in Bengali, English or Banglish, or
 * a PostID. It submits the form it sits in, so the keyword goes with the filters.
 */
export function KeywordBox({ value, onChange, onClear, error }: KeywordBoxProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  useEffect(() => {
    if (takeFocusOnArrival()) input.current?.focus();
  }, []);
  return (
    <div className="max-w-3xl">
      <label htmlFor={`${id}-q`} className="text-sm font-semibold text-gray-800">
        {t('keyword.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <SearchInput
          ref={input}
          iconSize={20}
          boxClassName="min-w-0 flex-1"
          id={`${id}-q`}
          name="q"
          {...{ [WORDS_BOX_ATTRIBUTE]: '' }}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={KEYWORD_MAX}
          placeholder={t('keyword.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The × takes the right edge only while there are words: an empty box gives its example the
          // room, so that it shows whole on a 360px phone (issue 39).
          className={cn(
            'block h-11 w-full rounded-md border border-gray-300 bg-white pr-11 pl-10 text-[16px] text-gray-900',
            'placeholder-shown:pr-3',
            'placeholder:text-gray-500 aria-[invalid=true]:border-red-600 [&::-webkit-search-cancel-button]:hidden',
          )}
          clear={{
            label: t('keyword.clear'),
            onClear: () => {
              onClear();
              input.current?.focus();
            },
          }}
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('keyword.submit')}
        </button>
      </div>
      <FilterError id={errorId} message={error} />
    </div>
  );
}
