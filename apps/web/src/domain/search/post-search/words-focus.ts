/**
 * Words cleared from a listing's results load the list again on a page of islands (ADR 059): the
 * words box of the page that comes keeps the focus, for the next words. No imports: the page's
 * first script (boot.ts) gives the focus, since a visitor's page of islands starts only at the
 * reader's first touch (islands/start-on-touch.ts) and the focus is that touch.
 */
const FOCUS_ON_ARRIVAL = 'ghorbari:focusWords';

/** The mark on a listing's words box (domain/search/post-search/keyword-box.tsx). */
export const WORDS_BOX_ATTRIBUTE = 'data-words-box';

export function keepWordsFocusedOnNextPage(): void {
  try {
    sessionStorage.setItem(FOCUS_ON_ARRIVAL, '1');
  } catch {
    // Storage refused (private mode): the box is simply not focused.
  }
}

/** Whether the page before asked for the focus, forgotten once read. */
export function takeFocusOnArrival(): boolean {
  try {
    const wanted = sessionStorage.getItem(FOCUS_ON_ARRIVAL) !== null;
    sessionStorage.removeItem(FOCUS_ON_ARRIVAL);
    return wanted;
  } catch {
    return false;
  }
}

/** Focuses the words box of this page if the page before asked for it. */
export function focusWordsOnArrival(doc: Document = document): void {
  const box = doc.querySelector<HTMLInputElement>(`input[${WORDS_BOX_ATTRIBUTE}]`);
  if (box && takeFocusOnArrival()) box.focus();
}
