import { STORAGE_KEYS } from '@ghorbari/contracts';
import { showPageLoading } from './page-loading.ts';
import { rememberPendingSave } from './session/pending-save.ts';

/**
 * The first taps on a server-rendered page, before the app has started (issue 30, ADR 038). The
 * HTML already does what it can by itself: links go, the search forms submit to the search page,
 * and the phone number opens from a native disclosure (<details>). What only the app can do is
 * caught here, by the page's first script, so a tap is never lost:
 * - Save by a visitor goes to sign-in at once, the post remembered so it is saved on the way back
 *   (the control names its post and its sign-in address: data-post-id, data-sign-in);
 * - any other button is held, shown as waiting (data-early-tap), and pressed again once the app
 *   is live (<html data-app-ready>, set by app/root-layout.tsx, or by islands/hydrate-islands.tsx on a
 *   page of islands), once however often it was tapped.
 * Links, summaries and the submit button of a form that has an action are left to the browser.
 *
 * On a page of islands (ADR 059) some islands come alive after the page is (when the phone is idle,
 * or when they come into view): a button inside an island is held until that island is live
 * (`data-island-live` on its root, set by islands/hydrate-islands.tsx), however late.
 */
export const EARLY_TAP = 'earlyTap';

const HELD = 'button, [role="button"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"]';

/** Whether a session is stored (a member), read without the session's code. */
export function signedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.userToken) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the browser does this control's work without the app: a search form's submit button.
 * Not in an island that comes alive later (a listing's filters): its form is sent by the island,
 * once live, with all that was chosen in it (the place's boxes, which cascade, go only that way).
 */
export function submitsByItself(control: Element): boolean {
  if (!(control instanceof HTMLButtonElement) || control.type !== 'submit') return false;
  if (control.closest(`[data-island-later]:not([data-island-live])`)) return false;
  return control.form?.hasAttribute('action') === true;
}

/** The marks of islands/hydrate-islands.tsx: an island's root, and that root once its island is live. */
export const ISLAND_SELECTOR = '[data-island]';
export const ISLAND_LIVE = 'islandLive';
/** Set on the root of an island that comes alive after the page (`idle`, `visible`). */
export const ISLAND_LATER = 'islandLater';

function loadPage(url: string): void {
  showPageLoading();
  location.assign(url);
}

export function catchEarlyTaps(doc: Document = document, go: (url: string) => void = loadPage) {
  const root = doc.documentElement;
  const live = () => root.dataset.appReady === 'true';
  if (live()) return;
  const islands = doc.querySelector(ISLAND_SELECTOR) !== null;
  // A control is live once its island is, or (outside any island) once the app is.
  const controlLive = (control: HTMLElement) => {
    const island = islands ? control.closest<HTMLElement>(ISLAND_SELECTOR) : null;
    return island ? island.dataset[ISLAND_LIVE] === 'true' : live();
  };
  const held: HTMLElement[] = [];

  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!control || controlLive(control) || submitsByItself(control) || control.matches(':disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { firstTap, postId, signIn } = control.dataset;
    if (firstTap === 'save' && postId && signIn && !signedIn()) {
      rememberPendingSave(postId);
      go(signIn);
      return;
    }
    if (held.includes(control)) return;
    held.push(control);
    control.dataset[EARLY_TAP] = 'waiting';
  };
  doc.addEventListener('click', onClick, true);

  const replay = () => {
    // A page of islands keeps listening: an island out of view may come alive at any time.
    if (live() && !islands) {
      observer.disconnect();
      doc.removeEventListener('click', onClick, true);
    }
    for (const control of held.filter(controlLive)) {
      held.splice(held.indexOf(control), 1);
      delete control.dataset[EARLY_TAP];
      if (control.isConnected) control.click();
    }
  };
  const observer = new MutationObserver(replay);
  observer.observe(root, {
    attributes: true,
    subtree: islands,
    attributeFilter: ['data-app-ready', 'data-island-live'],
  });
}
