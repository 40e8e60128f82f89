import type { PostFormValues } from './post-form-values.ts';

/**
 * What a poster typed in the posting form, kept on the device until the post is sent (issue 64): a
 * phone that reloads the page, a tab the browser drops, or a refusal that sends the poster away
 * lost everything typed. One draft per member and form (a new sale, a new rent post, each post's
 * edit); the photos are not kept (they are files, and large).
 */
const PREFIX = 'ghorbari-post-draft:';
/** A draft of another shape of form is not offered back. */
const VERSION = 1;

export interface PostDraft {
  savedAt: string;
  values: PostFormValues;
}

interface Stored extends PostDraft {
  version: number;
}

/** The draft kept under `key`, or null (none, unreadable, or of another version). */
export function readDraft(key: string): PostDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as Partial<Stored> | null;
    if (!stored || stored.version !== VERSION || typeof stored.savedAt !== 'string') return null;
    if (!stored.values || typeof stored.values !== 'object') return null;
    return { savedAt: stored.savedAt, values: stored.values };
  } catch {
    return null;
  }
}

/** Keeps the form's values; a full or refused storage keeps nothing, and the form works on. */
export function saveDraft(key: string, values: PostFormValues, now: Date = new Date()): void {
  const stored: Stored = { version: VERSION, savedAt: now.toISOString(), values };
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(stored));
  } catch {
    // Private mode or full storage: nothing is kept.
  }
}

export function dropDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The form's values with the draft's over them: a field the draft lacks (added to the form since)
 * keeps the form's own value, and a draft's field the form no longer has is left out.
 */
export function withDraft(values: PostFormValues, draft: PostDraft): PostFormValues {
  const kept = draft.values as Partial<Record<keyof PostFormValues, unknown>>;
  const merged = { ...values } as Record<keyof PostFormValues, unknown>;
  for (const name of Object.keys(values) as (keyof PostFormValues)[])
    if (kept[name] !== undefined) merged[name] = kept[name];
  return merged as PostFormValues;
}

/** Whether the draft holds anything the form does not start with. */
export const draftDiffers = (values: PostFormValues, draft: PostDraft): boolean =>
  JSON.stringify(withDraft(values, draft)) !== JSON.stringify(values);
