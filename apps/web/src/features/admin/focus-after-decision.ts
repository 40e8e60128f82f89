/**
 * After a decision the item leaves the list, and with it the button that had the focus: the
 * focus goes to the next item's title (or the page's heading when none is left), once the
 * refreshed list is drawn.
 */
export function focusAfterDecision(nextId: string | null): void {
  requestAnimationFrame(() => {
    const next = nextId
      ? (document.getElementById(`firm-${nextId}-title`) ??
        document.getElementById(`review-${nextId}-title`) ??
        document.getElementById(`comment-${nextId}-title`) ??
        document.getElementById(`report-${nextId}-title`))
      : null;
    const target = next ?? document.querySelector<HTMLElement>('h1');
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target?.focus();
  });
}
