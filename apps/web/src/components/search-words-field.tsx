import { Search } from 'lucide-react';
import { cn } from '../lib/class-names.ts';

/**
 * The words box of a plain GET search form (home page, not-found page): named `q` as the search
 * page reads it, a search key on phone keyboards, no autofill of old words.
 */
export function SearchWordsField({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (words: string) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden size={18} className="absolute left-3 top-1/2 mt-0.5 -translate-y-1/2 text-gray-500" />
        <input
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white pl-9 pr-3',
            'text-[16px] text-gray-900',
          )}
        />
      </div>
    </div>
  );
}
