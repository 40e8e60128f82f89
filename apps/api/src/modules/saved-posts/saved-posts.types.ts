import type { ErrorCode, SavedPost } from '@ghorbari/contracts';
import type { savedPosts } from './saved-posts.schema.ts';

/** A member's saved item: its purpose, the item's public id, and when it was saved. */
export type SavedRow = typeof savedPosts.$inferSelect;

/** A saved item's own fields in the saved list, as the module that owns the item presents them. */
export type SavedItemFields = Omit<SavedPost, '_id' | 'postId' | 'type' | 'savedAt'>;

/**
 * One kind of item members may save (spec §3, Saved post), answered for by the module that owns
 * it: sell and rent posts (posts), design firms (interior), group-building offers (group). The
 * saved module holds one per listing purpose, handed in from app.ts, and imports none of them.
 */
export interface SavedItemSource {
  /** The item's own id when it exists and is listed, so it may be saved; undefined otherwise. */
  liveId(itemId: string): Promise<string | undefined>;
  /** The listed ones of these items, by item id, as the saved list shows them. */
  savedFields(itemIds: readonly string[]): Promise<Map<string, SavedItemFields>>;
  /** What saving an item that is not live answers. */
  missing: ErrorCode;
  /** A member saved the item (its own id) for the first time: e.g. the lister's insights count it. */
  onSaved?(id: string): void;
}

export type { SavedPostsRepository } from './saved-posts.repository.ts';
