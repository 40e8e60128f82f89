import type { postImages, posts, savedPosts } from '../../db/schema.ts';
import type { UserSummary } from '../accounts/users.types.ts';

/**
 * The posts module's records, for the modules it hands its repositories to (ADR 009): they name
 * these types, never the repository files themselves.
 */
export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostChanges = Partial<Omit<NewPost, 'id' | 'number' | 'ownerId' | 'createdAt'>>;
export type ImageRow = typeof postImages.$inferSelect;
export type SavedPostRow = typeof savedPosts.$inferSelect;

/** A post with its photos in order. Who posted it is the accounts module's to say. */
export interface PostWithImages {
  post: PostRow;
  images: ImageRow[];
}

/** What a post's page shows of its owner, and what decides whether the post may be listed. */
export type PostOwner = Pick<UserSummary, 'id' | 'name' | 'proPic' | 'status' | 'suspendedUntil'>;

export type { DailyCountsRepository } from './daily-counts.repository.ts';
export type { PostsRepository } from './posts.repository.ts';
export type { SavedPostsRepository } from './saved-posts.repository.ts';
