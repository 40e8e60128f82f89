import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  DAILY_LIMITS,
  LIVE_RESTART_RECONNECT_MS,
  LIVE_SOCKETS_PER_SESSION,
  siteHref,
  translateMessage,
  type ApiFailure,
} from '@ghorbari/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { publicDataGeneration, publicDataWritten } from './db/write-generation.ts';
import { shareWriteGeneration } from './db/share-write-generation.ts';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.ts';
import { requestForLog } from './http/log-redaction.ts';
import { fallbackRateLimitStore } from './http/fallback-rate-limit-store.ts';
import { languagePlugin } from './http/language.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serialization.ts';
import { validatorCompiler } from './http/validation.ts';
import { removeDocumentsOfPosts } from './images/document-files.ts';
import { attachLiveChannel, type LiveChannel } from './live/live.ts';
import { attachRedisAdapter } from './live/redis-adapter.ts';
import { createSessionSockets } from './live/session-sockets.ts';
import { createRedis } from './redis.ts';
import { createMailer } from './mail/mailer.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createModerationService } from './modules/admin/moderation.service.ts';
import { createNotifier } from './modules/notifications/notices.ts';
import { createStaffAccountsService } from './modules/admin/staff-accounts.service.ts';
import { createStatsService } from './modules/admin/stats.service.ts';
import { authRoutes } from './modules/accounts/auth.routes.ts';
import { createAuthService } from './modules/accounts/auth.service.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { createProfileService } from './modules/accounts/profile.service.ts';
import { articlesAdminRoutes, articlesRoutes } from './modules/blog/articles.routes.ts';
import { createArticlesService } from './modules/blog/articles.service.ts';
import { commentsAdminRoutes, commentsRoutes } from './modules/blog/comments.routes.ts';
import { createCommentsService } from './modules/blog/comments.service.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { groupInterestsRoutes } from './modules/group/group-interests.routes.ts';
import { createGroupInterestsService } from './modules/group/group-interests.service.ts';
import { groupOffersAdminRoutes } from './modules/group/group-offers-admin.routes.ts';
import { groupOffersRoutes } from './modules/group/group-offers.routes.ts';
import { createGroupOffersService } from './modules/group/group-offers.service.ts';
import { leadsAdminRoutes } from './modules/group/leads-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createFirmModerationService } from './modules/interior/firm-moderation.service.ts';
import { firmsAdminRoutes } from './modules/interior/firms-admin.routes.ts';
import { firmsRoutes } from './modules/interior/firms.routes.ts';
import { createFirmsService } from './modules/interior/firms.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { dhakaDay, secondsToNextDhakaDay } from './modules/posts/daily-counts.repository.ts';
import { createDailyLimits } from './modules/posts/daily-limits.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { savedRoutes } from './modules/saved/saved.routes.ts';
import { createSavedService } from './modules/saved/saved.service.ts';
import { createViewCounts } from './modules/posts/view-counts.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { createPostEvents } from './modules/insights/post-events.ts';
import { createPriceDropsService } from './modules/price-drops/price-drops.service.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { createMarketService } from './modules/market/market.service.ts';
import { createListings } from './modules/reports/listings.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { startSearchRefill, type SearchRefill } from './modules/search/refill.ts';
import { createReviewCodesService } from './modules/reviews/review-codes.service.ts';
import { reviewsAdminRoutes } from './modules/reviews/reviews-admin.routes.ts';
import { createReviewModerationService } from './modules/reviews/reviews-moderation.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSavedSearchDigest, type SavedSearchDigest } from './modules/saved-searches/digest.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { createVisitorsService } from './modules/visitors/visitors.service.ts';
import { visitorsRoutes } from './modules/visitors/visitors.routes.ts';
import { createRepositories } from './repositories.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { openStorage } from './storage/index.ts';
import type { Storage } from './storage/storage.ts';
import { registerUploads } from './storage/uploads.routes.ts';
import { registerCompression } from './web/compression.ts';
import { registerSpa, wantsAppShell } from './web/spa.ts';
import { createWebPages } from './web/ssr.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveChannel;
    /** Saved-search alerts still being matched in the background (issue 17): tests wait on it. */
    savedSearchAlerts: { settled(): Promise<void> };
    /** The daily mail digest of saved searches (issue 17): tests run a round with `runOnce(now)`. */
    savedSearchDigest: SavedSearchDigest;
    /** Price-drop alerts still being told in the background (issue 19): tests wait on it. */
    priceDropAlerts: { settled(): Promise<void> };
    /**
     * The first step of a graceful shutdown (issue 20, ADR 029), before `close()`: `/api/ready`
     * answers 503 from now on and this instance's live sockets are told to reconnect in a while.
     */
    beginShutdown(): void;
  }
}

/**
 * The longest a request may take to arrive in full (issue 11: slow bodies were never timed out).
 * Generous on purpose: a post carries up to 5 photos of up to 10 MB, and 50 MB over a weak
 * mobile uplink (about 0.7 Mbit/s) takes close to 10 minutes; a slower sender is cut off.
 */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Where uploaded files live (ADR 028), opened by the caller from STORAGE_URL and closed by it
   * after the app. `/api/ready` counts it in when given (ADR 029). Without one, the app opens
   * the storage its config names (the data directory's folders unless STORAGE_URL is set) and
   * closes it itself.
   */
  storage?: Storage | undefined;
  /**
   * The clock every service reads "now" from (issue 32): tests hand in one that keeps a test
   * clear of the turn of an hour or a Dhaka day; by default the machine's.
   */
  now?: (() => Date) | undefined;
}

/**
 * Wires plugins and modules into a Fastify instance that does not listen, so tests can
 * `inject()` into it and `server.ts` can start it (CONVENTIONS §1).
 */
export async function buildApp({
  config,
  database,
  logStream,
  storage,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.code'],
      // Every logged URL loses the secrets it may carry (a reset link's token).
      serializers: { req: requestForLog },
      ...(logStream
        ? { stream: logStream }
        : config.env === 'development'
          ? { transport: { target: 'pino-pretty' } }
          : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers written from the contracts' schemas, without checking again what the server built (ADR 020).
  app.setSerializerCompiler(serializerCompiler);

  await app.register(languagePlugin);
  installErrorHandling(app);

  // Helmet's headers, worked out once rather than on every request (ADR 020).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts inject their own styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads redirect to STORAGE_PUBLIC_URL when it is set (ADR 028).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.storagePublicUrl ? [new URL(config.storagePublicUrl).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before any route: the compression plugin hooks into each route as it is declared.
  await registerCompression(app);

  // With REDIS_URL the limits are shared by every instance; while Redis is away, each instance
  // counts on its own rather than letting every request through (ADR 034).
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, (error) => app.log.warn({ err: error.message }, 'redis unavailable'))
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          store: fallbackRateLimitStore(redis, 'ghorbari:rate:', {
            onChange: (shared) =>
              shared
                ? app.log.info('rate limits shared through Redis again')
                : app.log.warn('rate limits counted by this instance alone while Redis does not answer'),
          }),
        }
      : {}),
    errorResponseBuilder: (request, context): ApiFailure & { statusCode: number } => ({
      statusCode: context.statusCode,
      success: false,
      code: 'RATE_LIMITED',
      message: translateMessage(request.lang, 'errors.rateLimited'),
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ghorbari API',
        description: 'The API of Ghorbari (ঘরবাড়ি), the property marketplace for Bangladesh.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Uploads stream to temporary files, removed once the answer is out (ADR 033).
  await registerMultipart(app, config.uploadTempDir);

  // Uploaded files (ADR 028): public ones served at the relative paths the API returns
  // (/uploads/…); land documents (issue 18) are private keys only their own route reads.
  const files = storage ?? (await openStorage({ storageUrl: config.storageUrl, dataDir: config.dataDir }));
  if (!storage) app.addHook('onClose', async () => files.close());
  await registerUploads(app, { storage: files, dataDir: config.dataDir, storagePublicUrl: config.storagePublicUrl });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  // Each table's one repository, shared by every service that needs it (ADR 009).
  const repos = createRepositories(database.db);
  const visitors = createVisitorsService(repos.visitors);
  const auth = createAuthService({
    now,
    database,
    users: repos.users,
    codes: repos.codes,
    mailer,
    config,
    log: app.log,
    // Sign-out and password reset close the live sockets too, on every instance (issue 11).
    onSessionEnded: (token) => app.live.disconnectSession(token),
    onSessionsEnded: (userId) => app.live.disconnectUser(userId),
  });
  // Mails started after an answer go out before the mailer closes (onClose hooks run last-in, first-out).
  app.addHook('onClose', async () => auth.settled());
  const notifications = createNotificationsService({ notifications: repos.notifications, live: () => app.live });
  const tell = createNotifier({ notifications, mailer, publicUrl: config.publicUrl, log: app.log });
  // Design firms (issue 14): before saved items, of which firms are the type interior.
  const firms = createFirmsService({
    now,
    database,
    firms: repos.firms,
    reviews: repos.reviews,
    owners: repos.users,
    storage: files,
  });
  // Group-wise building (issue 15): before saved items too, of which offers are the type group.
  const groupOffers = createGroupOffersService({
    now,
    database,
    offers: repos.groupOffers,
    audit: repos.audit,
    storage: files,
  });
  // Post page views, counted in memory and written every few seconds and on close (ADR 020).
  const views = createViewCounts({
    write: (counted) => repos.posts.addViews(counted),
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
  // A write through this instance shows at once in the answers kept (ADR 021): once more after
  // the request that made it, its transaction committed by then. Requests that wrote nothing
  // public (a visit recorded, a notification read) leave the kept answers alone.
  const generationAtStart = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') generationAtStart.set(request, publicDataGeneration());
  });
  app.addHook('onResponse', async (request) => {
    const before = generationAtStart.get(request);
    if (before !== undefined && before !== publicDataGeneration()) publicDataWritten();
  });
  if (config.redisUrl) {
    const stop = shareWriteGeneration(config.redisUrl, (error) =>
      app.log.warn({ err: error.message }, 'redis unavailable for kept answers'),
    );
    app.addHook('onClose', async () => stop());
  }
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
    saved: repos.savedPosts,
    dailyCounts: repos.dailyCounts,
    owners: repos.users,
    storage: files,
    removeDocuments: (postIds) => removeDocumentsOfPosts(files, postIds),
    tellSavers: async (userIds, post) => {
      const key = post.type === 'rent' ? 'savedPostRented' : 'savedPostSold';
      for (const userId of userIds) {
        const saver = await repos.users.byId(userId);
        if (saver)
          await tell(
            saver,
            key,
            { title: post.title, postId: post.postId },
            siteHref.postDetails(post.type, post.postId),
          );
      }
    },
  });
  // Daily caps on uploads other modules count (issue 28): profile pictures, land documents, review photos.
  const dailyLimits = createDailyLimits(repos.dailyCounts);
  // Saved items (spec §3): the module that owns each listing purpose answers for its items.
  const saved = createSavedService({
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
    storage: files,
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
    users: repos.users,
    notifications,
    log: app.log,
  });
  app.decorate('savedSearchAlerts', { settled: () => savedSearches.settled() });
  app.addHook('onClose', async () => savedSearches.settled());
  // The daily mail digest: its timer starts once the app is ready; closing waits for a round under way.
  const digest = createSavedSearchDigest({
    searches: repos.savedSearches,
    posts: repos.posts,
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
  app.decorate('priceDropAlerts', { settled: () => priceDrops.settled() });
  app.addHook('onClose', async () => priceDrops.settled());
  // Area prices and similar homes (issue 19): medians recomputed after each sell approval, at
  // start (after the demo seed) and once a day.
  const market = createMarketService({
    now,
    areaPrices: repos.areaPrices,
    similarPosts: repos.similarPosts,
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
    users: repos.users,
    audit: repos.audit,
    history: audit,
    tell,
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
    audit: repos.audit,
    history: audit,
    tell,
    notifications,
    disconnect: (userId) => app.live.disconnectUser(userId),
  });
  const dashboard = createStatsService({ now, posts: repos.posts, users: repos.users, visitors, audit: repos.audit });
  app.decorateRequest('user', null);
  app.decorateRequest('userToken', null);

  // Readiness (ADR 029): the database, Redis when set and the file storage in use must answer.
  let shuttingDown = false;
  await app.register(healthRoutes, { database, redis, storage: files, shuttingDown: () => shuttingDown });
  // Once shutting down, answers close their connection: a keep-alive client would otherwise hold
  // the closing server open after its last answer, until the shutdown timeout (ADR 029).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.register(visitorsRoutes, { visitors });
  await app.register(locationsRoutes);
  await app.register((await import('./modules/search/phrases.routes.ts')).searchPhrasesRoutes);
  await app.register(authRoutes, { auth });
  await app.register(profileRoutes, { auth, profile });
  await app.register(postsRoutes, { auth, posts, saved });
  await app.register(savedRoutes, { auth, saved });
  // Insights for the lister and the paid/free ratio (issue 19)
  const insights = createInsightsService({ now, insights: repos.insights, events: postEvents, posts });
  await app.register(insightsRoutes, { auth, insights });
  // Design firms (issue 14)
  await app.register(firmsRoutes, {
    auth,
    firms,
    savedIds: (user, firmIds) => saved.savedIds(user, 'interior', firmIds),
  });
  const firmModeration = createFirmModerationService({
    now,
    database,
    firms: repos.firms,
    reviews: repos.reviews,
    users: repos.users,
    audit: repos.audit,
    tell,
  });
  await app.register(firmsAdminRoutes, { auth, moderation: firmModeration });
  // Reviews of design firms (issue 14)
  const reviewCodes = createReviewCodesService({ now, database, codes: repos.reviewCodes, firms: repos.firms });
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
    storage: files,
  });
  await app.register(reviewsRoutes, { auth, codes: reviewCodes, reviews });
  await app.register(reviewsAdminRoutes, {
    auth,
    moderation: createReviewModerationService({
      now,
      database,
      reviews: repos.reviews,
      codes: repos.reviewCodes,
      firms: repos.firms,
      users: repos.users,
      audit: repos.audit,
      tell,
    }),
  });
  // Group-wise building (issue 15)
  await app.register(groupOffersRoutes, {
    auth,
    offers: groupOffers,
    savedIds: (user, offerIds) => saved.savedIds(user, 'group', offerIds),
  });
  await app.register(groupOffersAdminRoutes, { auth, offers: groupOffers });
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
  await app.register(groupInterestsRoutes, { auth, interests: groupInterests });
  await app.register(leadsAdminRoutes, { auth, interests: groupInterests });
  // The blog: articles (issue 16)
  const articles = createArticlesService({
    now,
    database,
    articles: repos.articles,
    audit: repos.audit,
    commentCounts: (ids) => repos.comments.visibleCounts(ids),
    storage: files,
  });
  await app.register(articlesRoutes, { auth, articles });
  await app.register(articlesAdminRoutes, { auth, articles });
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
      take: (userId, tx) => repos.dailyCounts.take(userId, 'comment', dhakaDay(new Date()), DAILY_LIMITS.comment, tx),
      retryAfterSeconds: () => secondsToNextDhakaDay(new Date()),
    },
    tell,
    log: app.log,
  });
  await app.register(commentsRoutes, { auth, comments });
  await app.register(commentsAdminRoutes, { auth, comments });
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
  });
  await app.register(reportsRoutes, { auth, reports });
  const documents = createDocumentsService({
    now,
    database,
    dailyLimits,
    documents: repos.documents,
    posts: repos.posts,
    users: repos.users,
    audit: repos.audit,
    tell,
    storage: files,
  });
  await app.register(documentsRoutes, { auth, documents });
  await app.register(marketRoutes, { market });
  await app.register(notificationsRoutes, { auth, notifications });
  await app.register(savedSearchesRoutes, { auth, searches: savedSearches });
  await app.register(adminRoutes, {
    auth,
    moderation,
    accounts: staffAccounts,
    audit,
    dashboard,
  });

  await app.register(seoRoutes, { publicUrl: config.publicUrl, posts, firms, groupOffers, articles });
  // Posts whose search document is of an older build are rebuilt after start, in the background (ADR 019).
  let searchRefill: SearchRefill | undefined;
  app.addHook('onReady', async () => {
    searchRefill = startSearchRefill(repos.posts, {
      log: (error) => app.log.error({ err: error }, 'search refill failed'),
    });
  });
  app.addHook('onClose', async () => searchRefill?.stop());
  const spa = config.webDist ? await registerSpa(app, config.webDist) : false;
  const pages = spa && config.webDist ? await createWebPages(app, config.webDist, config.publicUrl) : null;
  app.setNotFoundHandler((request, reply) => {
    if (pages && wantsAppShell(request.method, request.url)) return pages.serve(request, reply);
    const body: ApiFailure = {
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: translateMessage(request.lang, 'errors.routeNotFound'),
    };
    return reply.status(404).send(body);
  });

  // Live sockets per session, counted in Redis for every instance when it answers (ADR 034).
  const sessionSockets = createSessionSockets(LIVE_SOCKETS_PER_SESSION, redis);
  app.addHook('onClose', async () => sessionSockets.close());
  app.decorate(
    'live',
    attachLiveChannel(app.server, {
      authenticate: (token) => auth.authenticate(token),
      ownsNotification: (userId, notificationId) => notifications.ownsNotification(userId, notificationId),
      sessionSockets,
    }),
  );
  if (config.redisUrl) {
    const detach = attachRedisAdapter(app.live, config.redisUrl, app.log);
    app.addHook('onClose', async () => detach());
  }
  app.addHook('onClose', async () => {
    await app.live.close();
  });
  app.decorate('beginShutdown', () => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.live.restarting(LIVE_RESTART_RECONNECT_MS);
  });

  return app;
}
