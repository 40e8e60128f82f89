import { msg, type MessageKey } from './messages.ts';

/**
 * Stable error codes the API returns as `{ success: false, message, code }` (spec §8). The web
 * app maps a code to its translated message; the API already sends `message` in the language
 * of the request.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: msg('validation.invalidInput') },
  UNAUTHORIZED: { status: 401, message: msg('errors.unauthorized') },
  LOGIN_FAILED: { status: 401, message: msg('errors.loginFailed') },
  FORBIDDEN: { status: 403, message: msg('errors.forbidden') },
  ACCOUNT_SUSPENDED: { status: 403, message: msg('errors.accountSuspended') },
  EMAIL_DISABLED: { status: 403, message: msg('errors.emailDisabled') },
  NOT_FOUND: { status: 404, message: msg('errors.notFound') },
  ROUTE_NOT_FOUND: { status: 404, message: msg('errors.routeNotFound') },
  POST_UNAVAILABLE: { status: 404, message: msg('errors.postUnavailable') },
  POST_NOT_LIVE: { status: 409, message: msg('errors.postNotLive') },
  FIRM_UNAVAILABLE: { status: 404, message: msg('errors.firmUnavailable') },
  FIRM_NOT_PENDING: { status: 409, message: msg('errors.firmNotPending') },
  // Group-wise building (issue 15).
  GROUP_OFFER_UNAVAILABLE: { status: 404, message: msg('errors.groupOfferUnavailable') },
  INTEREST_ALREADY_RECORDED: { status: 409, message: msg('errors.interestAlreadyRecorded') },
  // Reviews of design firms (issue 14).
  REVIEW_CODE_INVALID: { status: 422, message: msg('errors.reviewCodeInvalid') },
  REVIEW_CODE_USED: { status: 409, message: msg('errors.reviewCodeUsed') },
  REVIEW_CODE_EXPIRED: { status: 422, message: msg('errors.reviewCodeExpired') },
  REVIEW_CODE_TOO_MANY_TRIES: { status: 429, message: msg('errors.reviewCodeTooManyTries') },
  OWN_FIRM_REVIEW: { status: 403, message: msg('errors.ownFirmReview') },
  REVIEW_NOT_PENDING: { status: 409, message: msg('errors.reviewNotPending') },
  REVIEW_NOT_APPROVED: { status: 409, message: msg('errors.reviewNotApproved') },
  // A client's request for a review code (issue 64, ADR 082).
  OWN_FIRM_CODE_REQUEST: { status: 403, message: msg('errors.ownFirmCodeRequest') },
  CODE_REQUEST_OPEN: { status: 409, message: msg('errors.codeRequestOpen') },
  CODE_REQUEST_LIMIT: { status: 429, message: msg('errors.codeRequestLimit') },
  CODE_REQUEST_UNAVAILABLE: { status: 404, message: msg('errors.codeRequestUnavailable') },
  CODE_REQUEST_ANSWERED: { status: 409, message: msg('errors.codeRequestAnswered') },
  CODE_SMS_UNAVAILABLE: { status: 503, message: msg('errors.codeSmsUnavailable') },
  // The blog (issue 16).
  ARTICLE_UNAVAILABLE: { status: 404, message: msg('errors.articleUnavailable') },
  ARTICLE_TWIN_INVALID: { status: 422, message: msg('errors.articleTwinInvalid') },
  COMMENT_UNAVAILABLE: { status: 404, message: msg('errors.commentUnavailable') },
  COMMENT_ALREADY_REPORTED: { status: 409, message: msg('errors.commentAlreadyReported') },
  // Reports of listings (issue 18).
  REPORT_ALREADY_SENT: { status: 409, message: msg('errors.reportAlreadySent') },
  NO_OPEN_REPORTS: { status: 409, message: msg('errors.noOpenReports') },
  DOCUMENT_UNAVAILABLE: { status: 404, message: msg('errors.documentUnavailable') },
  DOCUMENTS_NOT_ALLOWED: { status: 409, message: msg('errors.documentsNotAllowed') },
  // Saved searches (issue 17).
  SAVED_SEARCH_UNAVAILABLE: { status: 404, message: msg('errors.savedSearchUnavailable') },
  SAVED_SEARCH_LIMIT: { status: 409, message: msg('errors.savedSearchLimit') },
  REPOST_TOO_SOON: { status: 409, message: msg('errors.repostTooSoon') },
  // Availability confirmed by the owner (issue 41): the SMS link, and reopening a closed post.
  AVAILABILITY_LINK_INVALID: { status: 404, message: msg('errors.availabilityLinkInvalid') },
  AVAILABILITY_LINK_EXPIRED: { status: 410, message: msg('errors.availabilityLinkExpired') },
  POST_NOT_CLOSED: { status: 409, message: msg('errors.postNotClosed') },
  EMAIL_ALREADY_REGISTERED: { status: 409, message: msg('errors.emailAlreadyRegistered') },
  // Accounts by mobile number (issue 40, ADR 046).
  PHONE_ALREADY_REGISTERED: { status: 409, message: msg('errors.phoneAlreadyRegistered') },
  SMS_UNAVAILABLE: { status: 503, message: msg('errors.smsUnavailable') },
  // Payment records (issue 41): a TrxID pays for one post only, per method.
  PAYMENT_ALREADY_USED: { status: 409, message: msg('errors.trxIdUsed') },
  // Another staff member is working this post of the queue (issue 41, ADR 052); the message names them.
  POST_CLAIMED: { status: 409, message: msg('errors.postClaimed') },
  CONFLICT: { status: 409, message: msg('errors.conflict') },
  PAYLOAD_TOO_LARGE: { status: 413, message: msg('errors.payloadTooLarge') },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: msg('errors.unsupportedMediaType') },
  CODE_INVALID_OR_EXPIRED: { status: 422, message: msg('errors.codeInvalidOrExpired') },
  RESET_CODE_EXPIRED: { status: 422, message: msg('errors.resetCodeExpired') },
  RESET_CODE_INVALID: { status: 422, message: msg('errors.resetCodeInvalid') },
  SEND_CODE_FAILED: { status: 502, message: msg('errors.sendCodeFailed') },
  RESEND_CODE_FAILED: { status: 429, message: msg('errors.resendCodeFailed') },
  RATE_LIMITED: { status: 429, message: msg('errors.rateLimited') },
  INTERNAL: { status: 500, message: msg('errors.internal') },
  DATABASE_UNAVAILABLE: { status: 503, message: msg('errors.databaseUnavailable') },
  // More requests than the server takes at once (issue 39, ADR 044): the expensive reads shed first.
  BUSY: { status: 503, message: msg('errors.busy') },
  // The file store cannot take an upload now (issue 28): read-only or unreachable, or full.
  STORAGE_UNAVAILABLE: { status: 503, message: msg('errors.storageUnavailable') },
  STORAGE_FULL: { status: 507, message: msg('errors.storageFull') },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every failed API call. */
export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  /** Field-level problems of a validation failure: the field path and its translated message. */
  issues?: { path: string; message: string }[];
}
