import type { PhrasePlace } from '@ghorbari/contracts';
import { MapPin, Search } from 'lucide-react';
import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSearchPhrases } from './get-search-phrases.ts';
import { replaceWords, suggest, type Suggestion, type SuggestionIndex } from './match.ts';

/** What the words box shows of the list on the input itself (WAI-ARIA combobox). */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SearchSuggestionsProps {
  /** The listbox's id; its options are `${listId}-0`, `${listId}-1`… */
  listId: string;
  value: string;
  /** The caret in `value`: the words before it are the ones suggested for. */
  caret: number;
  focused: boolean;
  /** The input's key presses, handed here first; the handler calls preventDefault on those it uses. */
  keyDownRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onState: (state: ComboboxState) => void;
  onPick: (value: string, caret: number, place: PhrasePlace | undefined) => void;
}

/**
 * The suggestions under the words box (issue 29, item 6), loaded with this module on the box's
 * first focus: the list is fetched once, and each keystroke is matched here, in the browser.
 */
export default function SearchSuggestions({
  listId,
  value,
  caret,
  focused,
  keyDownRef,
  onState,
  onPick,
}: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: index } = useSearchPhrases();
  const before = value.slice(0, caret);
  const found = useMemo(
    () => (index ? suggest(index, before, language) : { start: 0, items: [] }),
    [index, before, language],
  );
  // The text the list was closed at (Escape, a pick): typing on opens it again.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [activeFor, setActiveFor] = useState(before);
  // A new word typed starts again from no option chosen.
  if (activeFor !== before) {
    setActiveFor(before);
    setActive(-1);
  }
  const count = found.items.length;
  const open = focused && count > 0 && dismissedAt !== value;
  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  useEffect(() => onState({ expanded: open, activeId }), [open, activeId, onState]);
  // Scrolls the chosen option into view when the list is taller than the screen.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const pick = (item: Suggestion) => {
    const next = replaceWords(value, found.start, caret, item[language]);
    setDismissedAt(next.value);
    setActive(-1);
    onPick(next.value, next.caret, item.place);
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || count === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setDismissedAt(null);
        setActive(down ? 0 : count - 1);
      } else setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(found.items[active]!);
    } else if (event.key === 'Escape' && open) {
      // A search box would clear its words on Escape; here it only closes the list.
      event.preventDefault();
      setDismissedAt(value);
      setActive(-1);
    }
  };
  useEffect(() => {
    keyDownRef.current = handleKey;
  });

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {open ? t('suggest.count', { count, n: formatNumber(count, language) }) : ''}
      </p>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggest.listLabel')}
          className={cn(
            'absolute left-0 right-0 top-full z-30 mt-1 max-h-[min(22rem,60vh)] overflow-y-auto',
            'rounded-md border border-gray-200 bg-white py-1 shadow-lg',
          )}
        >
          {found.items.map((item, position) => (
            <Option
              key={item.place ? Object.values(item.place).join('/') : item.en}
              id={`${listId}-${position}`}
              item={item}
              active={position === active}
              context={contextOf(item, index!, language, t)}
              language={language}
              onPick={() => pick(item)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** What tells two places of one name apart: the district, or the kind for a district or division. */
function contextOf(
  item: Suggestion,
  index: SuggestionIndex,
  language: 'bn' | 'en',
  t: (key: 'suggest.division' | 'suggest.district') => string,
): string | undefined {
  if (!item.place) return undefined;
  if (item.kind === 'division') return t('suggest.division');
  if (item.kind === 'district') return t('suggest.district');
  return item.place.district ? index.districts.get(item.place.district)?.[language] : undefined;
}

function Option({
  id,
  item,
  active,
  context,
  language,
  onPick,
}: {
  id: string;
  item: Suggestion;
  active: boolean;
  context: string | undefined;
  language: 'bn' | 'en';
  onPick: () => void;
}) {
  const other = language === 'bn' ? 'en' : 'bn';
  const Icon = item.place ? MapPin : Search;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // The words box keeps the focus (and the phone its keyboard) while an option is tapped.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1.5 text-[16px]',
        active ? 'bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-700)]' : 'hover:bg-gray-50',
      )}
    >
      <Icon aria-hidden size={16} className={cn('shrink-0', active ? 'text-brand-700' : 'text-gray-500')} />
      <span className="min-w-0 flex-1 truncate">
        <span className="font-medium text-gray-900">{item[language]}</span>
        {item[other] !== item[language] && (
          <span lang={other} className="ml-2 text-sm text-gray-600">
            {item[other]}
          </span>
        )}
      </span>
      {context && <span className="shrink-0 text-sm text-gray-600">{context}</span>}
    </li>
  );
}
