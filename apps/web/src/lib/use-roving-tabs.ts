import { useRef, type KeyboardEvent } from 'react';

/**
 * A WAI-ARIA tablist whose arrow keys, Home and End move the choice and the focus, round the row.
 * `tablist` goes on the row and `tab(value, panelId)` on each tab's button: the button's ref, role,
 * state, the panel it controls, and the choice on a click. Only the chosen tab is in the tab order.
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
  const tab = (value: V, panelId: string) => ({
    ref: (node: HTMLButtonElement | null) => {
      if (node) refs.current.set(value, node);
      else refs.current.delete(value);
    },
    type: 'button' as const,
    role: 'tab',
    'aria-selected': value === selected,
    'aria-controls': panelId,
    tabIndex: value === selected ? 0 : -1,
    onClick: () => onSelect(value),
  });
  return { tablist: { role: 'tablist', onKeyDown }, tab };
}
