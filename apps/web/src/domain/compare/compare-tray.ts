import { LISTING_PURPOSES } from '@ghorbari/contracts';
import { useSyncExternalStore } from 'react';
import {
  COMPARE_MAX,
  compareIds,
  EMPTY,
  readTray,
  STORAGE_KEY,
  type CompareKind,
  type CompareTray,
} from './tray-storage.ts';

export { COMPARE_MAX, compareIds, isCompareId, type CompareKind, type CompareTray } from './tray-storage.ts';

/*
 * The compare tray (issue 44): up to four listings of each kind, kept on the device
 * (localStorage, tray-storage.ts), so a renter can put two flats side by side without an account.
 * The compare page (features/compare) reads it, and its address carries the same list to share.
 */

/** Fired on this tab when the tray changes; other tabs hear the `storage` event. */
const CHANGE_EVENT = 'ghorbari-compare-change';

// One snapshot per stored value, so React sees the same object until the tray changes.
let cached: { raw: string | null; tray: CompareTray } | undefined;
function snapshot(): CompareTray {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (cached?.raw !== raw) cached = { raw, tray: readTray() };
  return cached.tray;
}

function write(tray: CompareTray): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tray));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The tray as stored; empty while the server renders (it lives on the device). */
export const useCompareTray = (): CompareTray => useSyncExternalStore(subscribe, snapshot, () => EMPTY);

export type CompareChange = 'added' | 'removed' | 'full' | 'failed';

/** Adds the listing, or takes it out when it is there; a fifth of a kind is refused (`full`). */
export function toggleCompare(kind: CompareKind, id: string): CompareChange {
  const tray = snapshot();
  const ids = tray[kind];
  if (ids.includes(id)) return write({ ...tray, [kind]: ids.filter((one) => one !== id) }) ? 'removed' : 'failed';
  if (ids.length >= COMPARE_MAX) return 'full';
  return write({ ...tray, [kind]: [...ids, id] }) ? 'added' : 'failed';
}

/** Puts exactly these listings in the tray for their kind (the compare page's own list). */
export function setCompare(kind: CompareKind, ids: readonly string[]): void {
  const tray = snapshot();
  const next = compareIds(kind, ids);
  if (next.join() !== tray[kind].join()) write({ ...tray, [kind]: next });
}

/** The kind a compare page shows first when its address names none: the first with listings in the tray. */
export const firstFilledKind = (tray: CompareTray): CompareKind | undefined =>
  LISTING_PURPOSES.find((kind) => tray[kind].length > 0);
