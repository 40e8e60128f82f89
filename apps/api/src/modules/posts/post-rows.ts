import { getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  buildSearchDocument,
  REQUIRED_SEARCH_FIELDS,
  SEARCH_SOURCE_FIELDS,
  type SearchDocument,
  type SearchSource,
} from '../search/document.ts';
import { postImages, posts } from './posts.schema.ts';
import type { ImageRow, NewPost, PostRow, PostWithImages } from './posts.types.ts';

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

/**
 * A post's photos in order as one JSON array (`ImageRow` fields), for reading a post in one
 * statement. Spelled out with an alias: in a one-table select drizzle leaves its columns unqualified.
 */
export const imagesJson = sql<ImageRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', image.id, 'postId', image.post_id, 'position', image.position,
    'cardPath', image.card_path, 'largePath', image.large_path
  ) order by image.position)
  from ${postImages} as image where image.post_id = "posts"."id"
), '[]'::json)`;

/** Posts with their photos, in one statement: the photos come along as a JSON array per post. */
export const selectWithImages = (db: Executor) =>
  db.select({ ...getTableColumns(posts), images: imagesJson }).from(posts);

/** Rows of `selectWithImages` as each post and its photos. */
export const entriesOf = (rows: (PostRow & { images: ImageRow[] })[]): PostWithImages[] =>
  rows.map(({ images, ...post }) => ({ post, images }));
