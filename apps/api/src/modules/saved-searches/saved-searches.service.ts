import {
  LIMITS,
  postListQuerySchema,
  searchFiltersOf,
  type Language,
  type PostListQuery,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchFilters,
  type SavedSearchUpdate,
  siteHref,
} from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PostAlertsRepository, PostRow, PostsRepository } from '../posts/posts.types.ts';
import { postMatchesSearch } from '../search/matcher.ts';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository.ts';
import { alertMessage, alertTitle, searchSummary, suggestedName } from './search-summary.ts';

/**
 * The filters that are set, in the search form's order (jsonb keeps its own order of keys), as
 * the listing's address spells them: a filter of several values as its comma list ("2,3").
 */
const FILTER_ORDER = Object.keys(postListQuerySchema.shape) as (keyof SavedSearchFilters)[];
function filterEntries(filters: SavedSearchFilters): [string, string | number][] {
  return FILTER_ORDER.flatMap((key) => {
    const value = filters[key];
    if (Array.isArray(value)) return value.length === 0 ? [] : [[key, value.join(',')] as [string, string]];
    return value === undefined || value === '' ? [] : [[key, value] as [string, string | number]];
  });
}

/** The listing with the search's filters, as the listing pages read them from the URL. */
export function resultsPathOf(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of filterEntries(filters)) {
    if (key === 'type' || (key === 'sort' && value === 'newest')) continue;
    params.set(key, String(value));
  }
  // A list's commas need no escaping in a query: "bedrooms=2,3" as the pages write it.
  const query = params.toString().replace(/%2C/gi, ',');
  return `${siteHref.listing(filters.type)}${query ? `?${query}` : ''}`;
}

export interface SavedSearchesDeps {
  database: Pick<Database, 'transaction'>;
  searches: SavedSearchesRepository;
  /** The posts module's repositories (ADR 009): the post just approved, and recent approvals. */
  posts: Pick<PostsRepository, 'byNumber'>;
  alerts: Pick<PostAlertsRepository, 'approvedSince'>;
  users: Pick<UsersRepository, 'byId'>;
  notifications: Pick<NotificationsService, 'notify'>;
  log: FastifyBaseLogger;
}

/**
 * Saved searches and their alerts (issue 17). Members save up to LIMITS.savedSearch.perMember
 * searches; a search counts the live posts approved since its results were last opened; when
 * support approves a post, every active search it matches is told, at most once an hour each,
 * in the background (the approval never waits for it).
 */
export function createSavedSearchesService({
  database,
  searches,
  posts,
  alerts,
  users,
  notifications,
  log,
}: SavedSearchesDeps) {
  /** For each search, the matching live posts of others approved after it was last opened. */
  async function newMatchCounts(userId: string, rows: SavedSearchRow[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (rows.length === 0) return counts;
    const since = new Date(Math.min(...rows.map((row) => row.lastVisitedAt.getTime())));
    const recent = (await alerts.approvedSince(since, LIMITS.savedSearch.recentApprovalsScanned)).filter(
      (post) => post.ownerId !== userId,
    );
    for (const row of rows) {
      let n = 0;
      for (const post of recent)
        if (post.approvedAt && post.approvedAt > row.lastVisitedAt && postMatchesSearch(row.filters, post)) n += 1;
      counts.set(row.id, n);
    }
    return counts;
  }

  const present = (row: SavedSearchRow, language: Language, newMatches: number): SavedSearch => ({
    _id: row.id,
    name: row.name,
    filters: Object.fromEntries(filterEntries(row.filters)),
    summary: searchSummary(row.filters, language),
    resultsPath: resultsPathOf(row.filters),
    paused: row.paused,
    mailDigest: row.mailDigest,
    newMatches,
    lastVisitedAt: row.lastVisitedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  });

  async function presentOne(user: UserRow, row: SavedSearchRow, language: Language): Promise<SavedSearch> {
    const counts = await newMatchCounts(user.id, [row]);
    return present(row, language, counts.get(row.id) ?? 0);
  }

  /** Tells the member of one search, if it has not alerted within the hour. */
  async function alertOne(candidate: SavedSearchRow): Promise<void> {
    const claimed = await searches.claimAlert(candidate.id);
    if (!claimed) return;
    const member = await users.byId(claimed.userId);
    if (!member) return;
    const pending = (await newMatchCounts(member.id, [claimed])).get(claimed.id) ?? 0;
    const count = Math.max(1, pending);
    // Written in both languages: it is read in whichever the member's app is in (issue 39).
    const textIn = (language: Language) => ({
      title: alertTitle(claimed.filters, language, count),
      message: alertMessage(claimed.name, language, count),
    });
    const text = { bn: textIn('bn'), en: textIn('en') };
    await notifications.notify(member.id, {
      key: 'savedSearchAlert',
      params: {
        bn: { name: claimed.name, count: String(count), summary: text.bn.title },
        en: { name: claimed.name, count: String(count), summary: text.en.title },
      },
      text,
      link: siteHref.openSavedSearch(claimed.id),
    });
  }

  /** Matches an approved post against the saved searches and alerts their members. */
  async function alertFor(post: Pick<PostRow, 'type' | 'number'>): Promise<void> {
    const found = await posts.byNumber(post.type, post.number);
    if (!found || found.post.status !== 'approved') return;
    const approved = found.post;
    const candidates = await searches.alertCandidates({
      type: approved.type,
      division: approved.division,
      district: approved.district,
      subDistrict: approved.subDistrict,
      ownerId: approved.ownerId,
    });
    for (const candidate of candidates) {
      if (!postMatchesSearch(candidate.filters, approved)) continue;
      try {
        await alertOne(candidate);
      } catch (error) {
        log.error({ err: error, savedSearch: candidate.id }, 'saved-search alert failed');
      }
    }
  }

  const running = new Set<Promise<void>>();

  return {
    suggestion(query: PostListQuery, language: Language) {
      const filters = searchFiltersOf(query);
      return { name: suggestedName(filters, language), summary: searchSummary(filters, language) };
    },

    async list(user: UserRow, language: Language): Promise<SavedSearch[]> {
      const rows = await searches.ofUser(user.id);
      const counts = await newMatchCounts(user.id, rows);
      return rows.map((row) => present(row, language, counts.get(row.id) ?? 0));
    },

    async create(user: UserRow, body: SavedSearchCreate, language: Language): Promise<SavedSearch> {
      const filters = searchFiltersOf(body.filters);
      const name = body.name?.trim() || suggestedName(filters, language);
      const row = await database.transaction((tx) =>
        searches.insertWithinCap({ userId: user.id, name, filters }, LIMITS.savedSearch.perMember, tx),
      );
      if (!row) throw new AppError('SAVED_SEARCH_LIMIT');
      return present(row, language, 0);
    },

    async update(user: UserRow, id: string, body: SavedSearchUpdate, language: Language): Promise<SavedSearch> {
      const row = await searches.update(user.id, id, body);
      if (!row) throw new AppError('SAVED_SEARCH_UNAVAILABLE');
      return presentOne(user, row, language);
    },

    async visit(user: UserRow, id: string, language: Language): Promise<SavedSearch> {
      const row = await searches.markVisited(user.id, id);
      if (!row) throw new AppError('SAVED_SEARCH_UNAVAILABLE');
      return present(row, language, 0);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await searches.remove(user.id, id))) throw new AppError('SAVED_SEARCH_UNAVAILABLE');
    },

    /**
     * Support approved a post: match it in the background. Returns at once; a failure is logged,
     * never thrown into the approval.
     */
    postApproved(post: Pick<PostRow, 'type' | 'number'>): void {
      // After the approval's answer is on its way: nothing here runs in the request's turn.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => alertFor(post))
        .catch((error: unknown) => log.error({ err: error }, 'saved-search matching failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },

    /** Resolves once every background match started so far has finished (closing, tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
