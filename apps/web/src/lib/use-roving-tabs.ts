import { useRef, type KeyboardEvent } from 'react';

/**
 * The keys of a WAI-ARIA tablist: the arrow keys, Home and End move the choice and the focus,
 * round the row. `onKeyDown` goes on the tablist and `tabRef(tab)` on each tab's button.
 */
export function useRovingTabs<V>(tabs: readonly V[], selected: V, onSelect: (tab: V) => void) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next);
    refs.current.get(next)?.focus();
  }
  const tabRef = (tab: V) => (node: HTMLButtonElement | null) => {
    if (node) refs.current.set(tab, node);
    else refs.current.delete(tab);
  };
  return { onKeyDown, tabRef };
}
