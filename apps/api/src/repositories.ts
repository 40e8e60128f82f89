import type { Executor } from './db/client.ts';
import { createCodesRepository } from './modules/accounts/codes.repository.ts';
import { createUsersRepository } from './modules/accounts/users.repository.ts';
import { createAuditRepository } from './modules/admin/audit.repository.ts';
import { createArticlesRepository } from './modules/blog/articles.repository.ts';
import { createCommentsRepository } from './modules/blog/comments.repository.ts';
import { createGroupInterestsRepository } from './modules/group/group-interests.repository.ts';
import { createGroupOffersRepository } from './modules/group/group-offers.repository.ts';
import { createFirmsRepository } from './modules/interior/firms.repository.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createDailyCountsRepository } from './modules/posts/daily-counts.repository.ts';
import { createPostsRepository } from './modules/posts/posts.repository.ts';
import { createReviewCodesRepository } from './modules/reviews/review-codes.repository.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository.ts';
import { createSavedPostsRepository } from './modules/posts/saved-posts.repository.ts';
import { createVisitorsRepository } from './modules/visitors/visitors.repository.ts';

/**
 * Every repository, each the one owner of its tables (ADR 009), built once over the database
 * (app.ts, create-admin) or over a transaction (the demo seed). Modules get the ones they need
 * handed in; none builds another module's repository itself.
 */
export function createRepositories(db: Executor) {
  return {
    users: createUsersRepository(db),
    codes: createCodesRepository(db),
    posts: createPostsRepository(db),
    savedPosts: createSavedPostsRepository(db),
    dailyCounts: createDailyCountsRepository(db),
    audit: createAuditRepository(db),
    notifications: createNotificationsRepository(db),
    visitors: createVisitorsRepository(db),
    firms: createFirmsRepository(db),
    reviewCodes: createReviewCodesRepository(db),
    reviews: createReviewsRepository(db),
    groupOffers: createGroupOffersRepository(db),
    groupInterests: createGroupInterestsRepository(db),
    // The blog (issue 16)
    articles: createArticlesRepository(db),
    comments: createCommentsRepository(db),
    // Saved searches (issue 17)
    savedSearches: createSavedSearchesRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
