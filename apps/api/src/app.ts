import { LIVE_RESTART_RECONNECT_MS } from '@ghorbari/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchesAtOnce, type AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.ts';
import { registerKeptAnswers } from './http/kept-answers.ts';
import { languagePlugin } from './http/language.ts';
import { requestForLog } from './logging/log-redaction.ts';
import { registerMultipart } from './http/multipart.ts';
import { setNotFound } from './http/not-found.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders, siteSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serialization.ts';
import { closeConnectionsOnShutdown, registerBeginShutdown } from './http/shutdown.ts';
import { validatorCompiler } from './http/validation.ts';
import { createWorkGate } from './http/work-gate.ts';
import { registerLiveChannel } from './live/register-live.ts';
import { createRedis } from './redis.ts';
import { createMailer } from './mail/mailer.ts';
import { createSmsSender } from './sms/sms.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createNotifier } from './modules/notifications/notices.ts';
import { authRoutes } from './modules/accounts/auth.routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { articlesAdminRoutes, articlesRoutes } from './modules/blog/articles.routes.ts';
import { commentsAdminRoutes, commentsRoutes } from './modules/blog/comments.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { groupInterestsRoutes } from './modules/group/group-interests.routes.ts';
import { groupOffersAdminRoutes } from './modules/group/group-offers-admin.routes.ts';
import { groupOffersRoutes } from './modules/group/group-offers.routes.ts';
import { leadsAdminRoutes } from './modules/group/leads-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { firmsAdminRoutes } from './modules/interior/firms-admin.routes.ts';
import { firmsRoutes } from './modules/interior/firms.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { savedPostsRoutes } from './modules/saved-posts/saved-posts.routes.ts';
import { createSaverNotices } from './modules/posts/saver-notices.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { startSearchRefill, type SearchRefill } from './modules/search/refill.ts';
import { reviewsAdminRoutes } from './modules/reviews/reviews-admin.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { codeRequestsRoutes } from './modules/review-codes/code-requests.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { visitorsRoutes } from './modules/visitors/visitors.routes.ts';
import { createRepositories } from './repositories.ts';
import { createServices } from './services.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { openStorage } from './storage/index.ts';
import type { Storage } from './storage/storage.ts';
import { registerUploads } from './storage/uploads.routes.ts';
import { registerCompression } from './web/compression.ts';
import { registerSpa } from './web/spa.ts';
import { createWebPages } from './web/ssr.ts';

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
 * `inject()` into it and `server.ts` can start it (docs/conventions.md §1). The order counts: a hook
 * reaches the routes registered after it, and onClose hooks run last-in, first-out.
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
  await registerSecurityHeaders(app, siteSecurityHeaders(config.storagePublicUrl));
  // Before any route: the compression plugin hooks into each route as it is declared.
  await registerCompression(app);

  // With REDIS_URL, rate limits and live sockets are counted for every instance (ADR 034).
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, (error) => app.log.warn({ err: error.message }, 'redis unavailable'))
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await registerRateLimits(app, redis);
  await registerApiDocs(app);

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
  registerKeptAnswers(app, config.redisUrl);
  // Each table's one repository, shared by every service that needs it (ADR 009).
  const repos = createRepositories(database.db);
  // SMS codes (issue 40, ADR 046): one connection to the SMSC for the app's life; its delivery
  // receipts are kept with the code they carried.
  const sms = createSmsSender({
    smsUrl: config.smsUrl,
    dataDir: config.dataDir,
    log: app.log,
    onReceipt: ({ messageId, status, at }) =>
      void repos.codes
        .recordReceipt(messageId, status, at)
        .catch((error: unknown) => app.log.warn({ err: error }, 'SMS receipt not recorded')),
  });
  app.addHook('onClose', async () => sms.close());
  const notifications = createNotificationsService({ notifications: repos.notifications, live: () => app.live });
  const tell = createNotifier({ notifications, mailer, publicUrl: config.publicUrl, log: app.log });
  const tellSavers = createSaverNotices({ users: repos.users, tell });
  const services = createServices(app, {
    now,
    config,
    database,
    repos,
    storage: files,
    mailer,
    sms,
    notifications,
    tell,
    tellSavers,
  });
  const { auth, posts, savedPosts, firms, groupOffers, articles, savedSearches, market } = services;
  // The routes that run several searches per request share a bounded part of the database, and
  // are shed first under a flood, so a details page and /api/health keep answering (ADR 044).
  const searches = createWorkGate({
    atOnce: searchesAtOnce(config, database.driver),
    waiting: config.searches.waiting,
    // PGlite's statements run on this thread: searches get at most half its time.
    restRatio: database.driver === 'pglite' ? 1 : 0,
  });
  app.decorateRequest('user', null);
  app.decorateRequest('userToken', null);

  // Readiness (ADR 029): the database, Redis when set and the file storage in use must answer.
  const shuttingDown = registerBeginShutdown(app, () => app.live.restarting(LIVE_RESTART_RECONNECT_MS));
  await app.register(healthRoutes, {
    database,
    redis,
    storage: files,
    shuttingDown,
    smsAlarm: () => auth.smsAlarm(),
  });
  closeConnectionsOnShutdown(app, shuttingDown);
  await app.register(visitorsRoutes, { visitors: services.visitors });
  await app.register(locationsRoutes);
  await app.register((await import('./modules/search/phrases.routes.ts')).searchPhrasesRoutes);
  await app.register(authRoutes, { auth });
  await app.register(profileRoutes, { auth, profile: services.profile });
  await app.register(postsRoutes, { auth, posts, saved: savedPosts, searches });
  await app.register(savedPostsRoutes, { auth, saved: savedPosts });
  // Insights for the lister and the paid/free ratio (issue 19)
  await app.register(insightsRoutes, { auth, insights: services.insights });
  // Design firms (issue 14) and their reviews
  await app.register(firmsRoutes, {
    auth,
    firms,
    savedIds: (user, firmIds) => savedPosts.savedIds(user, 'interior', firmIds),
  });
  await app.register(firmsAdminRoutes, { auth, moderation: services.firmModeration });
  await app.register(reviewsRoutes, { auth, codes: services.reviewCodes, reviews: services.reviews });
  await app.register(reviewsAdminRoutes, { auth, moderation: services.reviewModeration });
  // A client asks a firm for a review code; the owner sends it by SMS (issue 64)
  await app.register(codeRequestsRoutes, { auth, requests: services.codeRequests });
  // Group-wise building (issue 15): offers, interest in them, support's leads
  await app.register(groupOffersRoutes, {
    auth,
    offers: groupOffers,
    savedIds: (user, offerIds) => savedPosts.savedIds(user, 'group', offerIds),
  });
  await app.register(groupOffersAdminRoutes, { auth, offers: groupOffers });
  await app.register(groupInterestsRoutes, { auth, interests: services.groupInterests });
  await app.register(leadsAdminRoutes, { auth, interests: services.groupInterests });
  // The blog: articles, comments and replies (issue 16)
  await app.register(articlesRoutes, { auth, articles });
  await app.register(articlesAdminRoutes, { auth, articles });
  await app.register(commentsRoutes, { auth, comments: services.comments });
  await app.register(commentsAdminRoutes, { auth, comments: services.comments });
  await app.register(reportsRoutes, { auth, reports: services.reports });
  await app.register(documentsRoutes, { auth, documents: services.documents });
  await app.register(marketRoutes, { market, searches });
  await app.register(notificationsRoutes, { auth, notifications });
  await app.register(savedSearchesRoutes, { auth, searches: savedSearches });
  const { moderation, staffAccounts: accounts, audit, dashboard } = services;
  await app.register(adminRoutes, { auth, moderation, accounts, audit, dashboard });

  await app.register(seoRoutes, { publicUrl: config.publicUrl, posts, firms, groupOffers, articles });
  // Posts whose search document is of an older build are rebuilt after start, in the background (ADR 019).
  let searchRefill: SearchRefill | undefined;
  app.addHook('onReady', async () => {
    searchRefill = startSearchRefill(repos.postSearchIndex, {
      log: (error) => app.log.error({ err: error }, 'search refill failed'),
    });
  });
  app.addHook('onClose', async () => searchRefill?.stop());
  const spa = config.webDist ? await registerSpa(app, config.webDist) : false;
  setNotFound(
    app,
    spa && config.webDist
      ? await createWebPages(app, config.webDist, config.publicUrl, {
          requireServerBuild: config.env === 'production' && !config.allowBrowserOnlyPages,
        })
      : null,
  );

  registerLiveChannel(app, {
    sessionUsers: (tokenHashes) => auth.sessionUsers(tokenHashes),
    ownsNotification: (userId, notificationId) => notifications.ownsNotification(userId, notificationId),
    unreadCounts: (userIds) => notifications.unreadCounts(userIds),
    redis,
    redisUrl: config.redisUrl,
  });
  return app;
}
