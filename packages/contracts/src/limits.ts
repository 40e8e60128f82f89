import type { PaidPackage } from './enums.ts';
import { FIRM_BUDGET_PER_SQFT } from './firm-budget.ts';

/** Business constants and limits of spec §9, named once for the API and the web app. */
export const LIMITS = {
  review: { minLength: 5, maxLength: 500, previewCut: 250, maxImages: 2, responseMaxLength: 1000 },
  /** Design firms (issue 14): gallery photos, text lengths, and the Bayesian prior of "best rated". */
  firm: {
    minPhotos: 3,
    maxPhotos: 30,
    nameMaxLength: 80,
    aboutMinLength: 30,
    aboutMaxLength: 2000,
    captionMaxLength: 120,
    /** The services shown on a card and in a saved firm (spec §3: the first 5 offered). */
    cardServices: 5,
    /** Best rated = (C·m + Σ ratings) / (C + n), m the mean of every approved rating. */
    bayesianWeight: 5,
    /** Applications one member may have waiting for review at once. */
    maxPendingPerMember: 3,
    /** A firm's budget, taka per sqft of the work (issue 44): the lowest and highest it may say. */
    budgetPerSqft: FIRM_BUDGET_PER_SQFT,
  },
  /** Reports of listings (issue 18): per address per hour (many phones share a carrier address), text length. */
  /** Land documents (issue 18): one file per kind and post, a photo or a PDF up to 10 MB. */
  document: { maxBytes: 10 * 1024 * 1024 },
  report: { perHourPerAddress: 10, detailsMaxLength: 500, otherDetailsMinLength: 5 },
  /**
   * Group-wise building (issue 15): offer photos; interest submissions per client address per
   * hour; the years an offer's start and handover months may name (issue 39).
   */
  group: {
    minPhotos: 1,
    maxPhotos: 10,
    descriptionMaxLength: 3000,
    interestsPerHourPerAddress: 10,
    monthYears: { from: 2000, to: 2100 },
  },
  /**
   * A staff member's claim on a post of the moderation queue (issue 41, ADR 052): it lapses this
   * many minutes after it was taken or renewed; the review page renews it while it stays open.
   */
  moderationClaim: { minutes: 15, renewEveryMinutes: 10 },
  /** A suspension until a day ends at most this many years ahead; longer is "indefinitely" (issue 39). */
  suspension: { maxYears: 5 },
  /** Review codes (issue 14): 8 characters, single use, 90 days; wrong guesses per hour. */
  reviewCode: { length: 8, ttlDays: 90, wrongPerHourPerAccount: 10, wrongPerHourPerAddress: 30 },
  /**
   * A client's request for a review code (issue 64, ADR 082): the note about the work, how often
   * one client may ask one firm (one request open at a time, at most `asksPerFirm` in `windowDays`),
   * and the days after which a firm that has not answered is reminded.
   */
  reviewCodeRequest: { noteMinLength: 5, noteMaxLength: 300, asksPerFirm: 3, windowDays: 30, remindAfterDays: 7 },
  reviewImage: { maxWidth: 1080, maxHeight: 1920, quality: 0.8 },
  post: { minImages: 1, maxImages: 5, descriptionMaxExclusive: 500, maxEdits: 2 },
  /**
   * Phones: 11 digits from 0, as stored. A phone field takes up to `typed` characters, room for
   * how numbers are written here: "+880 1712-345670", "00880 1712 345 670" (issue 31).
   */
  phone: { digits: 11, prefix: '0', typed: 20 },
  name: { minLength: 4, maxWords: 4, changeIntervalMonths: 3 },
  password: { minLength: 6 },
  code: { digits: 6 },
  savedPosts: { pageSizes: [5, 10, 15, 20] as const, defaultPageSize: 10, paginationWindow: 5 },
  ratingMax: 5,
  /**
   * Listings (issue 12): paid posts above each page, the room count that means "this or more",
   * how far a listing's matches are counted (issue 42, ADR 055): past that, "10,000+", and how
   * many areas of a district one search may ask for at once (issue 63).
   */
  listing: { featuredPerPage: 3, roomsOrMore: 4, countedUpTo: 10_000, areas: 6 },
  /** Advance (deposit) asked for a rented home, in months of rent; posts may be reposted after 30 days. */
  rent: { maxAdvanceMonths: 24 },
  repostAfterDays: 30,
  /**
   * Availability confirmed by the owner (issue 41, ADR 048), in days since the last confirmation:
   * the owner is asked, then the post is marked "Not confirmed", then closed. The SMS link works
   * until the post would close.
   */
  availability: {
    rent: { askDays: 14, unconfirmedDays: 21, closeDays: 35 },
    sell: { askDays: 30, unconfirmedDays: 45, closeDays: 75 },
    /** Different visitors whose "already rented/sold" reports ask the owner at once. */
    reportersToAsk: 2,
  },
  /** The blog (issue 16): article fields, pages, reading speed and comments. */
  blog: {
    titleMaxLength: 150,
    summaryMaxLength: 300,
    bodyMaxLength: 60_000,
    authorNameMaxLength: 80,
    coverAltMaxLength: 200,
    maxTags: 8,
    tagMaxLength: 30,
    searchMaxLength: 100,
    pageSize: 9,
    related: 3,
    /** Words read in a minute, for "n min read" (Bengali and English alike). */
    wordsPerMinute: 200,
    commentMaxLength: 1000,
    threadsPageSize: 10,
    reportNoteMaxLength: 300,
  },
  /**
   * Saved searches (issue 17): how many a member keeps, their names, the new matches counted (the
   * badge shows "99+" above), how many recent approvals that count looks through, the hour of the
   * Dhaka morning from which the daily mail digest goes out, and the newest matches it lists per search.
   */
  savedSearch: {
    perMember: 20,
    nameMaxLength: 60,
    newMatchesShown: 99,
    recentApprovalsScanned: 2000,
    digestHour: 8,
    digestPostsShown: 3,
  },
  /**
   * Trust and safety (issue 18): a contact number on the posts of this many accounts or more is
   * flagged to support on a pending post; at most so many photo matches are shown on one post.
   */
  trust: { phoneAccountsFlagged: 3, photoMatchesShown: 12 },
} as const;

/**
 * What one account may do in a Dhaka calendar day (issue 11): one account once submitted 254
 * posts in minutes and another saved 2,695 items. Saving an item already saved does not count.
 * Blog comments and replies (issue 16) are capped the same way, and so (issue 28) are uploads
 * that cost the server a decode and a stored file: profile pictures, land documents (each added
 * or replaced one) and review photos (each photo of a new or edited review).
 */
export const DAILY_LIMITS = {
  post: 20,
  save: 200,
  comment: 50,
  profilePicture: 10,
  document: 30,
  reviewPhoto: 20,
} as const;
export type DailyCountKind = keyof typeof DAILY_LIMITS;

export const TIMINGS = {
  toastMs: 5000,
  errorClearMs: 5000,
  guardRedirectMs: 100,
  scrollRestoreMs: 1000,
  chunkLoadTimeoutMs: 120_000,
  live: {
    reconnectAttempts: 5,
    reconnectDelayMs: 1000,
    pingIntervalMs: 30_000,
    connectTimeoutMs: 20_000,
    backoffMinMs: 1000,
    backoffMaxMs: 5000,
    jitter: 0.5,
  },
} as const;

/** Customer care: daily 10:00 AM to 7:00 PM, Bangladesh time (spec §1, §9). */
export const SUPPORT_HOURS = { timeZone: 'Asia/Dhaka', openHour: 10, closeHour: 19 } as const;
/** Posts usually go live 1 to 5 hours after submission within support hours. */
export const POST_GO_LIVE_HOURS = { min: 1, max: 5 } as const;
/**
 * What each paid package buys and costs, in whole taka (issue 41, ADR 049): placement among the
 * featured posts at the top of the listings for `days` days from the payment's confirmation.
 * The spec names no figure; 7 days at 500 taka is what a paid post cost before packages.
 */
export const PAID_PACKAGE_TERMS = {
  'featured-7': { days: 7, priceTaka: 500 },
  'featured-15': { days: 15, priceTaka: 900 },
  'featured-30': { days: 30, priceTaka: 1500 },
} as const satisfies Record<PaidPackage, { days: number; priceTaka: number }>;
/** The package of a paid post whose poster chose none (posts made before packages, API callers). */
export const DEFAULT_PAID_PACKAGE: PaidPackage = 'featured-7';
/** A payment record's bounds (issue 41): whole taka up to this much; a TrxID or receipt number this long. */
export const PAYMENT_LIMITS = { maxAmountTaka: 100_000, trxId: { minLength: 4, maxLength: 40 } } as const;

export const SUPPORT_CONTACT = { phone: '09613-447744', email: 'support@ghorbari.com.bd' } as const;

export const TERMS_LAST_UPDATED = '2024-11-26';

/** Account security (issue 3): codes, sessions and sign-in limits. */
export const AUTH = {
  codeTtlSeconds: 600,
  codeResendAfterSeconds: 60,
  codeMaxWrongTries: 5,
  codesPerEmailPer30Min: 5,
  /** A verified email stays ready for completing registration this long. */
  registrationTokenTtlSeconds: 24 * 3600,
  sessionTtlDays: 60,
  signInPerMinutePerIp: 10,
  /**
   * Wrong passwords (issue 11) slow a client address down on one account instead of shutting the
   * account: after the free ones, each failure doubles the wait before that address may try that
   * account again (1 s, 2 s, 4 s, … up to an hour). Once the account has this many failures in an
   * hour from all addresses together, an address that has failed on it gets no free ones. An
   * address that has not failed is never held up, so the owner can still sign in.
   */
  signInFailuresPerHourPerAccount: 20,
  signInFreeFailuresPerAddress: 5,
  signInMaxWaitSeconds: 3600,
  /** An address's failures on an account are forgotten after this long without one (longer than the longest wait). */
  signInFailuresForgottenAfterSeconds: 24 * 3600,
  /** After this many failures in an hour the owner is told by mail, at most once an hour. */
  signInAlertAfterFailures: 10,
  /**
   * Codes by SMS (issue 40, ADR 046; OWASP and NIST 800-63B): besides the limits of every code
   * (one a minute and five in 30 minutes per number and purpose, five wrong tries each), at most
   * this many a day to one number, and this many an hour asked from one client address (generous:
   * mobile operators put many phones behind one address). The whole site's hourly budget is the
   * SMS_HOURLY_BUDGET setting. Since issue 62 (ADR 074) the number's limits are counted per number
   * and requesting address, so strangers asking for a member's number cannot use up the member's.
   */
  smsPerNumberPerDay: 10,
  smsPerAddressPerHour: 30,
  /**
   * Wrong tries at the codes of one number in 24 hours, from every requester together, after
   * which each further code of that number is checked once (issue 62): strangers guessing at the
   * codes their requests sent the owner get few guesses, and the owner still signs in with one.
   */
  codeWrongTriesPerNumberPerDay: 20,
  /**
   * Notices by SMS (availability questions, report prompts; issue 62): at most this many a day to
   * one owner, and only while the hour's SMS are under this share of SMS_HOURLY_BUDGET, so notices
   * never use up what codes need.
   */
  smsNoticesPerOwnerPerDay: 5,
  smsNoticeShareOfBudget: 0.5,
  /**
   * The SMS-pumping alarm (ADR 046): in the last hour, more than this many codes sent for each one
   * verified, once at least `smsAlarmMinSends` went out (a few unused codes are normal).
   */
  smsAlarmRatio: 2,
  smsAlarmMinSends: 20,
  profilePictureMaxBytes: 8 * 1024 * 1024,
  bioMaxLength: 300,
} as const;

/** Post photos (issue 4): per-file size and pixel caps, and the sizes stored. */
export const POST_IMAGES = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  card: { width: 480, height: 360, quality: 60 },
  large: { maxSide: 1280, quality: 75 },
} as const;
