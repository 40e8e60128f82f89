import type { Executor } from './db/client.ts';
import { createCodesRepository } from './modules/accounts/codes.repository.ts';
import { createUsersRepository } from './modules/accounts/users.repository.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createArticlesRepository } from './modules/blog/articles.repository.ts';
import { createCommentsRepository } from './modules/blog/comments.repository.ts';
import { createDocumentsRepository } from './modules/documents/documents.repository.ts';
import { createGroupInterestsRepository } from './modules/group/group-interests.repository.ts';
import { createGroupOffersRepository } from './modules/group/group-offers.repository.ts';
import { createFirmsRepository } from './modules/interior/firms.repository.ts';
import { createAreaPricesRepository } from './modules/market/area-prices.repository.ts';
import { createSimilarPostsRepository } from './modules/market/similar-posts.repository.ts';
import { createRentMediansRepository } from './modules/market/rent-medians.repository.ts';
import { createInsightsRepository } from './modules/insights/insights.repository.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { createModerationClaimsRepository } from './modules/admin/moderation-claims.repository.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createDailyCountsRepository } from './modules/accounts/daily-counts.repository.ts';
import { createAvailabilityRepository } from './modules/posts/availability.repository.ts';
import { createPostsRepository } from './modules/posts/posts.repository.ts';
import { createListingRepository } from './modules/posts/listing.repository.ts';
import { createPostSearchIndexRepository } from './modules/posts/search-index.repository.ts';
import { createPostSitemapRepository } from './modules/posts/sitemap.repository.ts';
import { createModerationQueueRepository } from './modules/posts/moderation-queue.repository.ts';
import { createViewCountsRepository } from './modules/posts/view-counts.repository.ts';
import { createPostAlertsRepository } from './modules/posts/alerts.repository.ts';
import { createPostBackfillRepository } from './modules/posts/backfill.repository.ts';
import { createPriceChangesRepository } from './modules/price-drops/price-changes.repository.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createCodeRequestsRepository } from './modules/review-codes/code-requests.repository.ts';
import { createReviewCodesRepository } from './modules/review-codes/review-codes.repository.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { createSavedPostsRepository } from './modules/saved-posts/saved-posts.repository.ts';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository.ts';
import { createVisitorsRepository } from './modules/visitors/visitors.repository.ts';

/**
 * Every repository, each the one owner of its tables (ADR 009), built once over the database
 * (app.ts, create-admin) or over a transaction (the demo seed). Modules get the ones they need
 * handed in; none builds another module's repository itself.
 */
export function createRepositories(db: Executor) {
  // Built first: the posts module's availability sweep embeds SQL of theirs (OtherOwnersReads).
  const payments = createPaymentsRepository(db);
  const reports = createReportsRepository(db);
  return {
    users: createUsersRepository(db),
    codes: createCodesRepository(db),
    posts: createPostsRepository(db),
    // The posts module's other concerns over the same tables, one repository each (issue 45).
    postListing: createListingRepository(db),
    postSearchIndex: createPostSearchIndexRepository(db),
    postSitemap: createPostSitemapRepository(db),
    moderationQueue: createModerationQueueRepository(db),
    postViews: createViewCountsRepository(db),
    postAlerts: createPostAlertsRepository(db),
    postBackfill: createPostBackfillRepository(db),
    postAvailability: createAvailabilityRepository(db, {
      featuredEndedPosts: payments.featuredEndedPosts,
      soldOrRentedReporters: reports.soldOrRentedReporters,
    }),
    savedPosts: createSavedPostsRepository(db),
    dailyCounts: createDailyCountsRepository(db),
    audit: createAuditRepository(db),
    notifications: createNotificationsRepository(db),
    visitors: createVisitorsRepository(db),
    firms: createFirmsRepository(db),
    reviewCodes: createReviewCodesRepository(db),
    // Clients' requests for review codes (issue 64)
    codeRequests: createCodeRequestsRepository(db),
    reviews: createReviewsRepository(db),
    groupOffers: createGroupOffersRepository(db),
    groupInterests: createGroupInterestsRepository(db),
    // The blog (issue 16)
    articles: createArticlesRepository(db),
    comments: createCommentsRepository(db),
    // Saved searches (issue 17)
    savedSearches: createSavedSearchesRepository(db),
    // Reports of listings (issue 18)
    reports,
    documents: createDocumentsRepository(db),
    // Area prices and similar homes (issue 19)
    areaPrices: createAreaPricesRepository(db),
    similarPosts: createSimilarPostsRepository(db),
    // Rent or buy (issue 44)
    rentMedians: createRentMediansRepository(db),
    // The lister's daily counters (issue 19)
    insights: createInsightsRepository(db),
    // Price-drop alerts (issue 19)
    priceChanges: createPriceChangesRepository(db),
    // Payment records of paid posts (issue 41)
    payments,
    // Who is working which post of the moderation queue (issue 41, ADR 052)
    moderationClaims: createModerationClaimsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
