import { isFirmId, isGroupId, isPostId, type ListingPurpose } from '@ghorbari/contracts';

/**
 * The compare tray as stored (issue 44): up to four listings of each kind, kept on the device
 * (localStorage). No React here: the page's first script (boot.ts) reads it too, to show a compare
 * button's state before its island is live (`showComparedListings`).
 */
export const COMPARE_MAX = 4;
export const STORAGE_KEY = 'ghorbari-compare';

export type CompareKind = ListingPurpose;
export type CompareTray = Record<CompareKind, readonly string[]>;

export const EMPTY: CompareTray = { sell: [], rent: [], group: [], interior: [] };

/** Whether an id is one of this kind's (S-…, R-…, G-…, I-…). */
export function isCompareId(kind: CompareKind, id: string): boolean {
  if (kind === 'group') return isGroupId(id);
  if (kind === 'interior') return isFirmId(id);
  return isPostId(id) && id.startsWith(kind === 'sell' ? 'S-' : 'R-');
}

/** The ids of one kind from a list (an address's `ids`, the stored tray): valid, once each, four at most. */
export function compareIds(kind: CompareKind, ids: readonly unknown[]): string[] {
  const valid = ids.filter((id): id is string => typeof id === 'string' && isCompareId(kind, id));
  return [...new Set(valid)].slice(0, COMPARE_MAX);
}

/** The stored tray; empty when storage is refused or the value is not ours. */
export function readTray(): CompareTray {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return EMPTY;
    const record = stored as Partial<Record<CompareKind, unknown>>;
    const list = (kind: CompareKind) => {
      const ids = record[kind];
      return Array.isArray(ids) ? compareIds(kind, ids) : [];
    };
    return { sell: list('sell'), rent: list('rent'), group: list('group'), interior: list('interior') };
  } catch {
    return EMPTY;
  }
}

/** The attribute a compare button carries with its listing (`kind:id`), and the one on each of its two faces. */
export const COMPARE_BUTTON_ATTRIBUTE = 'data-compare';
export const COMPARE_FACE_ATTRIBUTE = 'data-compare-face';

/**
 * A compare button shows the tray's state before its island is live (issue 64): the server renders
 * every button as out of the tray (it cannot see the device) with both faces, the other one
 * hidden; the page's first script presses those whose listing the tray holds, setting the same
 * attributes the island's first render after hydration sets, so nothing changes when it comes alive.
 */
export function showComparedListings(root: ParentNode = document): void {
  const buttons = root.querySelectorAll<HTMLElement>(`[${COMPARE_BUTTON_ATTRIBUTE}]`);
  if (buttons.length === 0) return;
  const tray = readTray();
  for (const button of buttons) {
    const [kind, id] = (button.getAttribute(COMPARE_BUTTON_ATTRIBUTE) ?? '').split(':');
    if (!kind || !id || !(kind in tray) || !tray[kind as CompareKind].includes(id)) continue;
    button.setAttribute('aria-pressed', 'true');
    button.dataset.added = 'true';
    for (const face of button.querySelectorAll<HTMLElement>(`[${COMPARE_FACE_ATTRIBUTE}]`))
      face.hidden = face.getAttribute(COMPARE_FACE_ATTRIBUTE) !== 'in';
  }
}
