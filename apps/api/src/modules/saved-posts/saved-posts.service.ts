import type { ListingPurpose, SavedFilter, SavedPost, SavedSort } from '@ghorbari/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { DailyLimits } from '../accounts/daily-limits.ts';
import type { SavedItemFields, SavedItemSource, SavedPostsRepository, SavedRow } from './saved-posts.types.ts';

export interface SavedDeps {
  database: Pick<Database, 'transaction'>;
  saved: SavedPostsRepository;
  /** The per-account daily caps (the posts module's, handed in from app.ts): a new save counts. */
  dailyLimits: Pick<DailyLimits, 'take'>;
  /** The items of each listing purpose, answered for by the module that owns them. */
  items: Record<ListingPurpose, SavedItemSource>;
  now?: () => Date;
}

/** Items members save (spec §3, Saved post), whatever their purpose: saving, removing, listing. */
export function createSavedPostsService({ database, saved, dailyLimits, items, now = () => new Date() }: SavedDeps) {
  /** Saved rows as the list shows them, in the same order: live items, and the ones gone. */
  async function present(rows: SavedRow[]) {
    const purposes = [...new Set(rows.map((row) => row.purpose))];
    // Each purpose's module answers for its own items, once for all of them.
    const fieldsByPurpose = new Map<ListingPurpose, Map<string, SavedItemFields>>();
    for (const purpose of purposes) {
      const ids = rows.filter((row) => row.purpose === purpose).map((row) => row.itemId);
      fieldsByPurpose.set(purpose, await items[purpose].savedFields(ids));
    }
    const SavedPosts: SavedPost[] = [];
    const notFoundIds = [];
    for (const row of rows) {
      const fields = fieldsByPurpose.get(row.purpose)?.get(row.itemId);
      const { id: _id, itemId: postId, purpose: type } = row;
      if (fields) SavedPosts.push({ ...fields, _id, postId, type, savedAt: row.createdAt.toISOString() });
      else notFoundIds.push({ _id, postId, type });
    }
    return { SavedPosts, notFoundIds };
  }

  return {
    /** Saves an item that exists and is live, whatever its purpose; each purpose says how to look it up. */
    async save(user: UserRow, purpose: ListingPurpose, itemId: string): Promise<string> {
      const source = items[purpose];
      const id = await source.liveId(itemId);
      if (id === undefined) throw new AppError(source.missing);
      const row = await database.transaction(async (tx) => {
        const stored = await saved.save(user.id, purpose, itemId, tx);
        // Saving again what is already saved changes nothing, so it is not counted.
        if (stored.created) await dailyLimits.take({ userId: user.id, kind: 'save', at: now() }, tx);
        return stored;
      });
      if (row.created) source.onSaved?.(id);
      return row.id;
    },

    async unsave(user: UserRow, id: string): Promise<void> {
      if (!(await saved.unsave(user.id, id))) throw new AppError('NOT_FOUND');
    },

    /**
     * A page of the member's saved items of one kind or all, in the order saved, its reverse, or by
     * the items' own dates: the filter and the order apply to the whole list, then it is paged.
     */
    async list(user: UserRow, page: number, limit: number, sort: SavedSort = 'Asc', kind: SavedFilter = 'all') {
      if (sort === 'Recent') {
        // The items' post dates live with each source, so the whole list is read and ordered here.
        const all = await present(await saved.all(user.id, kind));
        all.SavedPosts.sort((a, b) => Date.parse(b.postDate) - Date.parse(a.postDate));
        const ordered = [...all.SavedPosts, ...all.notFoundIds];
        const slice = ordered.slice((page - 1) * limit, page * limit);
        const total = ordered.length;
        return {
          SavedPosts: slice.filter((item): item is SavedPost => 'postTitle' in item),
          notFoundIds: slice.filter((item): item is (typeof all.notFoundIds)[number] => !('postTitle' in item)),
          pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
        };
      }
      const { rows, total } = await saved.page(user.id, page, limit, sort, kind);
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return { ...(await present(rows)), pagination: { page, limit, total, totalPages } };
    },

    /** Which of these items of one purpose the member saved: item id → saved id. */
    savedIds: (user: UserRow, purpose: ListingPurpose, itemIds: string[]) => saved.savedIds(user.id, purpose, itemIds),
  };
}
export type SavedPostsService = ReturnType<typeof createSavedPostsService>;
