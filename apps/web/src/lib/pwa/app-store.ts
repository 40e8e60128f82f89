import type { Language } from '@ghorbari/contracts';

/**
 * What the page and the service worker share on this device (issue 19, ADR 024): the posts the
 * reader opened lately, for the offline page, and the language to show that page in. One small
 * IndexedDB database, read and written by both sides; nothing here is sent anywhere.
 */

/** A post as the offline page lists it: the texts as the reader saw them, and its address. */
export interface OpenedPost {
  /** The PostID (S-… or R-…). */
  id: string;
  /** The page's own address, e.g. /Property-Buy-Sell-Details/S-12. */
  href: string;
  title: string;
  /** Price and place as shown on the page (formatted in `language`). */
  price: string;
  place: string;
  /** The first photo's card-sized address, kept in the thumbnails cache; null without photos. */
  thumbnail: string | null;
  /** Saved by the reader when last opened. */
  saved: boolean;
  language: Language;
  openedAt: number;
}

/** The offline page lists this many posts; older ones (and their thumbnails) are dropped. */
export const OPENED_POSTS_KEPT = 20;
/** Photos of the kept posts, cached by the page when it is opened (never other /api answers). */
export const THUMBNAILS_CACHE = 'ghorbari-thumbnails';

const DB_NAME = 'ghorbari-app';
const OPENED = 'opened';
const SETTINGS = 'settings';

/** Saved posts first, then the most recently opened. */
export function orderOpened(posts: OpenedPost[]): OpenedPost[] {
  return [...posts].sort((a, b) => Number(b.saved) - Number(a.saved) || b.openedAt - a.openedAt);
}

/** The posts beyond the newest `keep` by the time they were opened: to be dropped. */
export function overflowOpened(posts: OpenedPost[], keep = OPENED_POSTS_KEPT): OpenedPost[] {
  return [...posts].sort((a, b) => b.openedAt - a.openedAt).slice(keep);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  const opening = indexedDB.open(DB_NAME, 1);
  opening.onupgradeneeded = () => {
    const db = opening.result;
    if (!db.objectStoreNames.contains(OPENED)) db.createObjectStore(OPENED, { keyPath: 'id' });
    if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
  };
  return request(opening);
}

async function withStore<T>(
  name: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await openDb();
  try {
    const tx = db.transaction(name, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    const result = await work(tx.objectStore(name));
    await done;
    return result;
  } finally {
    db.close();
  }
}

/** Every kept post, saved ones first, then the newest. */
export async function listOpened(): Promise<OpenedPost[]> {
  const all = await withStore(OPENED, 'readonly', (store) => request(store.getAll() as IDBRequest<OpenedPost[]>));
  return orderOpened(all);
}

/** Keeps (or refreshes) one opened post; returns the posts dropped to stay within the limit. */
export async function putOpened(post: OpenedPost): Promise<OpenedPost[]> {
  return withStore(OPENED, 'readwrite', async (store) => {
    await request(store.put(post));
    const dropped = overflowOpened(await request(store.getAll() as IDBRequest<OpenedPost[]>));
    await Promise.all(dropped.map((old) => request(store.delete(old.id))));
    return dropped;
  });
}

export async function readSetting(key: string): Promise<unknown> {
  return withStore(SETTINGS, 'readonly', (store) => request(store.get(key)));
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
  await withStore(SETTINGS, 'readwrite', (store) => request(store.put(value, key)));
}
