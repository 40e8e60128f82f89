import { DAILY_LIMITS } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { removeDocumentsOfPosts } from './images/document-files.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SmsSender } from './sms/sms.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createModerationService } from './modules/admin/moderation.service.ts';
import { createStaffAccountsService } from './modules/admin/staff-accounts.service.ts';
import { createStatsService } from './modules/admin/stats.service.ts';
import { createAuthService } from './modules/accounts/auth.service.ts';
import { createProfileService } from './modules/accounts/profile.service.ts';
import { createArticlesService } from './modules/blog/articles.service.ts';
import { createCommentsService } from './modules/blog/comments.service.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createGroupInterestsService } from './modules/group/group-interests.service.ts';
import { createGroupOffersService } from './modules/group/group-offers.service.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { createPostEvents } from './modules/insights/post-events.ts';
import { createFirmModerationService } from './modules/interior/firm-moderation.service.ts';
import { createFirmsService } from './modules/interior/firms.service.ts';
import { createMarketService } from './modules/market/market.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import { dhakaDay, secondsToNextDhakaDay } from './time/dhaka-day.ts';
import { createDailyLimits } from './modules/accounts/daily-limits.ts';
import { createAvailabilitySweep, type AvailabilitySweep } from './modules/posts/availability-sweep.ts';
import { createPostsService, type PostsDeps } from './modules/posts/posts.service.ts';
import { createViewCounts } from './modules/posts/view-counts.ts';
import { createPriceDropsService } from './modules/price-drops/price-drops.service.ts';
import { createListings } from './modules/reports/listings.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import {
  createCodeRequestReminders,
  type CodeRequestReminders,
} from './modules/review-codes/code-request-reminders.ts';
import { createCodeRequestsService } from './modules/review-codes/code-requests.service.ts';
import { createReviewCodesService } from './modules/review-codes/review-codes.service.ts';
import { createReviewModerationService } from './modules/reviews/reviews-moderation.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSavedPostsService } from './modules/saved-posts/saved-posts.service.ts';
import { createSavedSearchDigest, type SavedSearchDigest } from './modules/saved-searches/digest.ts';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { createVisitorsService } from './modules/visitors/visitors.service.ts';
import type { createRepositories } from './repositories.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails and SMS of sign-in and reset sent after the answer (issue 11): tests wait on it. */
    authMessages: { settled(): Promise<void> };
    /** Saved-search alerts still being matched in the background (issue 17): tests wait on it. */
    savedSearchAlerts: { settled(): Promise<void> };
    /** The daily mail digest of saved searches (issue 17): tests run a round with `runOnce(now)`. */
    savedSearchDigest: SavedSearchDigest;
    /** Price-drop alerts still being told in the background (issue 19): tests wait on it. */
    priceDropAlerts: { settled(): Promise<void> };
    /** Availability confirmed by the owner (issue 41): tests run a round with `runOnce(now)`. */
    availabilitySweep: AvailabilitySweep;
    /** Reminders of unanswered requests for review codes (issue 64): tests run a round with `runOnce(now)`. */
    codeRequestReminders: CodeRequestReminders;
  }
}

export interface ServicesDeps {
  /** The clock every service reads "now" from (AppDeps.now). */
  now: () => Date;
  config: AppConfig;
  database: Database;
  repos: ReturnType<typeof createRepositories>;
  storage: Storage;
  mailer: Mailer;
  /** SMS codes (issue 40): through the SMSC of SMS_URL, or into DATA_DIR/sms-outbox. */
  sms: SmsSender;
  notifications: NotificationsService;
  /** Tells a member about a decision (an in-app notice and a mail): the admin module's notifier. */
  tell: Parameters<typeof createModerationService>[0]['tell'];
  /** Tells the members who saved a post that it was rented or sold. */
  tellSavers: PostsDeps['tellSavers'];
}

/**
 * Work a service goes on with after its answer (mails, alerts): `app[name].settled()` lets tests
 * wait for it, and closing the app waits for it too.
 */
function settledBeforeClose(
  app: FastifyInstance,
  name: 'authMessages' | 'savedSearchAlerts' | 'priceDropAlerts',
  work: { settled(): Promise<void> },
): void {
  app.decorate(name, { settled: () => work.settled() });
  app.addHook('onClose', async () => work.settled());
}

/**
 * Every module's service, built once over the shared repositories (ADR 009) and handed to the
 * routes that use it. Background work (view and event counts, saved-search and price-drop alerts,
 * the digest, area prices) has its start and stop hooked on `app` here, in the order it is built;
 * the live channel is reached through `app.live` when it is used, as it is attached after.
 */
export function createServices(
  app: FastifyInstance,
  { now, config, database, repos, storage, mailer, sms, notifications, tell, tellSavers }: ServicesDeps,
) {
  const visitors = createVisitorsService(repos.visitors);
  const auth = createAuthService({
    now,
    database,
    users: repos.users,
    codes: repos.codes,
    mailer,
    sms,
    config,
    log: app.log,
    // Sign-out and password reset close the live sockets too, on every instance (issue 11).
    onSessionEnded: (token) => app.live.disconnectSession(token),
    onSessionsEnded: (userId) => app.live.disconnectUser(userId),
  });
  // Mails started after an answer go out before the mailer closes (onClose hooks run last-in, first-out).
  settledBeforeClose(app, 'authMessages', auth);
  // Design firms (issue 14): before saved items, of which firms are the type interior.
  const firms = createFirmsService({
    now,
    database,
    firms: repos.firms,
    reviews: repos.reviews,
    owners: repos.users,
    storage,
  });
  // Group-wise building (issue 15): before saved items too, of which offers are the type group.
  const groupOffers = createGroupOffersService({
    now,
    database,
    offers: repos.groupOffers,
    audit: repos.audit,
    storage,
  });
  // Post page views, counted in memory and written every few seconds and on close (ADR 020).
  const views = createViewCounts({
    write: (counted) => repos.postViews.addViews(counted),
    onError: (error) => app.log.error({ err: error }, 'writing view counts failed'),
  });
  app.addHook('onClose', async () => views.close());
  // A post's daily views, phone reveals, saves and shares for its lister (issue 19): counted in
  // memory too and added to post_daily_stats in one upsert per batch.
  const postEvents = createPostEvents({
    now,
    write: (rows) => repos.insights.addDaily(rows),
    onError: (error) => app.log.error({ err: error }, 'writing daily post counts failed'),
  });
  app.addHook('onClose', async () => postEvents.close());
  const posts = createPostsService({
    now,
    views: {
      count: (postId) => {
        views.count(postId);
        postEvents.count(postId, 'views');
      },
      pending: views.pending,
      flushes: views.flushes,
    },
    onSaved: (postId) => postEvents.count(postId, 'saves'),
    answersKeptMs: config.answerCacheMs,
    database,
    posts: repos.posts,
    listing: repos.postListing,
    sitemap: repos.postSitemap,
    availability: repos.postAvailability,
    saved: repos.savedPosts,
    dailyCounts: repos.dailyCounts,
    owners: repos.users,
    storage,
    removeDocuments: (postIds) => removeDocumentsOfPosts(storage, postIds),
    tellSavers,
    payments: repos.payments,
  });
  // Availability (issue 41, ADR 048): asks owners, marks and closes unconfirmed posts on the app's clock.
  const availabilitySweep = createAvailabilitySweep({
    availability: repos.postAvailability,
    users: repos.users,
    tell,
    // Every SMS through the one budget and each owner's daily cap (issue 62).
    sms: { sendNotice: (ownerId, message, at) => auth.sendNoticeSms(ownerId, message, at) },
    tellSavers: tellSavers ?? (async () => {}),
    saversOf: (type, postId) => repos.savedPosts.saversOf(type, postId),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('availabilitySweep', availabilitySweep);
  if (config.availabilitySweepTimer) app.addHook('onReady', async () => availabilitySweep.start({ now }));
  app.addHook('onClose', async () => availabilitySweep.stop());
  // Daily caps on uploads other modules count (issue 28): profile pictures, land documents, review photos.
  const dailyLimits = createDailyLimits(repos.dailyCounts);
  // Saved items (spec §3): the module that owns each listing purpose answers for its items.
  const savedPosts = createSavedPostsService({
    now,
    database,
    saved: repos.savedPosts,
    dailyLimits,
    items: {
      sell: posts.savedItems('sell'),
      rent: posts.savedItems('rent'),
      interior: firms.savedItems,
      group: groupOffers.savedItems,
    },
  });
  const profile = createProfileService({
    now,
    database,
    dailyLimits,
    users: repos.users,
    storage,
    posts,
    firms,
    disconnect: (userId) => app.live.disconnectUser(userId),
  });
  const audit = createAuditService({ audit: repos.audit, users: repos.users });
  // Saved searches and their alerts (issue 17): matched in the background after each approval.
  const savedSearches = createSavedSearchesService({
    database,
    searches: repos.savedSearches,
    posts: repos.posts,
    alerts: repos.postAlerts,
    users: repos.users,
    notifications,
    log: app.log,
  });
  settledBeforeClose(app, 'savedSearchAlerts', savedSearches);
  // The daily mail digest: its timer starts once the app is ready; closing waits for a round under way.
  const digest = createSavedSearchDigest({
    searches: repos.savedSearches,
    alerts: repos.postAlerts,
    users: repos.users,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('savedSearchDigest', digest);
  if (config.savedSearchDigestTimer) app.addHook('onReady', async () => digest.start());
  app.addHook('onClose', async () => digest.stop());
  // Price-drop alerts (issue 19): a change of the live price is recorded at approval, told after it.
  const priceDrops = createPriceDropsService({
    now,
    changes: repos.priceChanges,
    saversOf: (purpose, itemId) => repos.savedPosts.saversOf(purpose, itemId),
    recipientsOf: (ids) => repos.users.recipientsOf(ids),
    tell,
    log: app.log,
  });
  settledBeforeClose(app, 'priceDropAlerts', priceDrops);
  // Area prices and similar homes (issue 19): medians recomputed after each sell approval, at
  // start (after the demo seed) and once a day.
  const market = createMarketService({
    now,
    areaPrices: repos.areaPrices,
    similarPosts: repos.similarPosts,
    rentMedians: repos.rentMedians,
    posts: repos.posts,
    answersKeptMs: config.answerCacheMs,
    log: (error, message) => app.log.error({ err: error }, message),
  });
  app.decorate('areaPriceRefresh', { settled: () => market.settled() });
  app.addHook('onReady', async () => market.start());
  app.addHook('onClose', async () => market.stop());
  const moderation = createModerationService({
    now,
    database,
    posts: repos.posts,
    queue: repos.moderationQueue,
    users: repos.users,
    audit: repos.audit,
    payments: repos.payments,
    history: audit,
    tell,
    storage,
    claims: repos.moderationClaims,
    onApproved: (post) => {
      savedSearches.postApproved(post);
      market.postApproved(post);
    },
    priceChanges: priceDrops,
  });
  const staffAccounts = createStaffAccountsService({
    now,
    database,
    users: repos.users,
    posts: repos.posts,
    reports: repos.reports,
    audit: repos.audit,
    history: audit,
    tell,
    notifications,
    disconnect: (userId) => app.live.disconnectUser(userId),
  });
  const dashboard = createStatsService({
    now,
    posts: repos.posts,
    queue: repos.moderationQueue,
    users: repos.users,
    visitors,
    audit: repos.audit,
    smsAlarm: () => auth.smsAlarm(),
  });
  // Insights for the lister and the paid/free ratio (issue 19)
  const insights = createInsightsService({ now, insights: repos.insights, events: postEvents, posts });
  const firmModeration = createFirmModerationService({
    now,
    database,
    firms: repos.firms,
    reviews: repos.reviews,
    users: repos.users,
    audit: repos.audit,
    tell,
  });
  // Reviews of design firms (issue 14)
  const reviewCodes = createReviewCodesService({
    now,
    database,
    codes: repos.reviewCodes,
    firms: repos.firms,
    users: repos.users,
  });
  // A client asks a firm for a review code; the owner sends it by SMS with one tap (issue 64, ADR 082).
  const codeRequests = createCodeRequestsService({
    now,
    database,
    requests: repos.codeRequests,
    codes: repos.reviewCodes,
    firms: repos.firms,
    users: repos.users,
    tell,
    // Through the one SMS budget and each recipient's daily notices (issue 62, ADR 074).
    sms: { sendNotice: (clientId, message, at) => auth.sendNoticeSms(clientId, message, at) },
    publicUrl: config.publicUrl,
  });
  const codeRequestReminders = createCodeRequestReminders({
    requests: repos.codeRequests,
    firms: repos.firms,
    users: repos.users,
    tell,
    log: app.log,
  });
  app.decorate('codeRequestReminders', codeRequestReminders);
  if (config.codeRequestReminderTimer) app.addHook('onReady', async () => codeRequestReminders.start({ now }));
  app.addHook('onClose', async () => codeRequestReminders.stop());
  const reviews = createReviewsService({
    now,
    database,
    dailyLimits,
    reviews: repos.reviews,
    codes: repos.reviewCodes,
    codeChecks: reviewCodes,
    firms: repos.firms,
    users: repos.users,
    tell,
    storage,
  });
  const reviewModeration = createReviewModerationService({
    now,
    database,
    reviews: repos.reviews,
    codes: repos.reviewCodes,
    firms: repos.firms,
    users: repos.users,
    audit: repos.audit,
    tell,
  });
  // Interest in group building, support's leads (issue 15)
  const groupInterests = createGroupInterestsService({
    now,
    database,
    interests: repos.groupInterests,
    offers: repos.groupOffers,
    users: repos.users,
    audit: repos.audit,
    tell,
  });
  // The blog: articles (issue 16)
  const articles = createArticlesService({
    now,
    database,
    articles: repos.articles,
    audit: repos.audit,
    commentCounts: (ids) => repos.comments.visibleCounts(ids),
    storage,
  });
  // The blog: comments and replies (issue 16)
  const comments = createCommentsService({
    now,
    database,
    comments: repos.comments,
    articles: repos.articles,
    users: repos.users,
    audit: repos.audit,
    // Comments and replies count in the per-account daily counter (issue 11), in the comment's transaction.
    dailyComments: {
      take: (userId, tx) => repos.dailyCounts.take(userId, 'comment', dhakaDay(now()), DAILY_LIMITS.comment, tx),
      retryAfterSeconds: () => secondsToNextDhakaDay(now()),
    },
    tell,
    log: app.log,
  });
  // Reports of listings (issue 18): a listing is taken down by its kind's own staff action.
  const reports = createReportsService({
    now,
    database,
    reports: repos.reports,
    listings: createListings({ posts: repos.posts, offers: repos.groupOffers, firms: repos.firms }),
    users: repos.users,
    audit: repos.audit,
    takeDowns: {
      post: (staff, id, reason, note) => moderation.reject(staff, id, { reason, note }),
      firm: (staff, id, reason, note) => firmModeration.takeDown(staff, id, { reason, note }),
      offer: async (staff, id) => void (await groupOffers.changeStatus(staff, id, 'closed')),
    },
    tell,
    // The report stands whatever the ask does; a failure is logged (issue 41).
    onTakenReport: (postRowId, at) =>
      availabilitySweep
        .askAfterReports(postRowId, at)
        .catch((error: unknown) => app.log.warn({ err: error }, 'availability ask after reports failed')),
  });
  const documents = createDocumentsService({
    now,
    database,
    dailyLimits,
    documents: repos.documents,
    posts: repos.posts,
    users: repos.users,
    audit: repos.audit,
    tell,
    storage,
  });
  return {
    visitors,
    auth,
    firms,
    groupOffers,
    posts,
    savedPosts,
    profile,
    audit,
    savedSearches,
    market,
    moderation,
    staffAccounts,
    dashboard,
    insights,
    firmModeration,
    reviewCodes,
    codeRequests,
    reviews,
    reviewModeration,
    groupInterests,
    articles,
    comments,
    reports,
    documents,
  };
}
