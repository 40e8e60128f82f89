import type { PhrasePlace } from '@ghorbari/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SearchInput } from '../../components/search-input.tsx';
import { cn } from '../../lib/class-names.ts';
import type { ComboboxState } from './search-suggestions/search-suggestions.tsx';

/** The suggestions and their matching arrive with the box's first focus, not with the page. */
const SearchSuggestions = lazy(() => import('./search-suggestions/search-suggestions.tsx'));

const CLOSED: ComboboxState = { expanded: false, activeId: undefined };

/**
 * The words box of a search form (home page, search page, listings, not-found page): named `q` as
 * the search page reads it, a search key on phone keyboards, no autofill of old words. As one
 * types it suggests places and common phrases in both scripts (issue 29, item 6), as a WAI-ARIA
 * combobox: arrows choose, Enter takes, Escape closes. A picked suggestion replaces the words
 * being typed; a picked place is also told to `onPlace`, for a form that can filter by it.
 */
export function SearchWordsField({
  id,
  label,
  placeholder,
  value,
  onChange,
  onPlace,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (words: string) => void;
  onPlace?: (place: PhrasePlace) => void;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const keyDownRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  // Set on the first focus: only then is the suggestions' code loaded.
  const [armed, setArmed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [caret, setCaret] = useState<number | null>(null);
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED);
  const caretAfterPick = useRef<number | null>(null);
  const listId = `${id}-suggestions`;

  // A pick changes the words through the form's state; the caret goes after them once they are in.
  useEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || !input.current) return;
    caretAfterPick.current = null;
    input.current.setSelectionRange(at, at);
  }, [value]);

  const onState = useCallback((state: ComboboxState) => setCombobox(state), []);
  const readCaret = () => setCaret(input.current?.selectionStart ?? null);

  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <SearchInput
        boxClassName="mt-1"
        ref={input}
        id={id}
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={placeholder}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={combobox.expanded ? listId : undefined}
        aria-activedescendant={combobox.activeId}
        onChange={(event) => {
          setCaret(event.target.selectionStart);
          onChange(event.target.value);
        }}
        onSelect={readCaret}
        onFocus={() => {
          setArmed(true);
          setFocused(true);
          readCaret();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => keyDownRef.current?.(event)}
        // Its size is its own (`contain: size layout`): each letter typed lays out the box, not the
        // whole page around it, 10–20 ms a keystroke on a mid-tier phone (issue 43).
        className={cn(
          'block h-11 w-full rounded-md border border-gray-300 bg-white pl-9 pr-3 text-[16px] text-gray-900',
          '[contain:size_layout]',
        )}
      >
        {armed && (
          <Suspense fallback={null}>
            <SearchSuggestions
              listId={listId}
              value={value}
              caret={Math.min(caret ?? value.length, value.length)}
              focused={focused}
              keyDownRef={keyDownRef}
              onState={onState}
              onPick={(words, at, place) => {
                caretAfterPick.current = at;
                setCaret(at);
                onChange(words);
                if (place) onPlace?.(place);
              }}
            />
          </Suspense>
        )}
      </SearchInput>
    </div>
  );
}
