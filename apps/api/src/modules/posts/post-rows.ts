import {
  buildSearchDocument,
  REQUIRED_SEARCH_FIELDS,
  SEARCH_SOURCE_FIELDS,
  type SearchDocument,
  type SearchSource,
} from '../search/document.ts';
import type { NewPost } from './posts.types.ts';

/** Photos as the posts module stores them: their card and large files, and the upload's hash. */
export type StoredImages = { card: string; large: string; hash?: string | null }[];

/** The `post_images` rows of a post's photos, in their order. */
export const imageRows = (postId: string, images: StoredImages) =>
  images.map((image, position) => ({
    postId,
    position,
    cardPath: image.card,
    largePath: image.large,
    photoHash: image.hash ?? null,
  }));

/**
 * The search columns that go with a change of a post (ADR 019): rebuilt when the change carries
 * every field the document is made of (a new post, an edit); when it changes only some of them,
 * the row is marked for the background refill; otherwise nothing.
 */
export function searchColumnsOf(changes: Partial<NewPost>): Partial<SearchDocument> {
  const given = SEARCH_SOURCE_FIELDS.filter((field) => field in changes);
  if (given.length === 0) return {};
  if (REQUIRED_SEARCH_FIELDS.every((field) => changes[field] !== undefined))
    return buildSearchDocument(changes as SearchSource);
  return { searchVersion: 0 };
}
