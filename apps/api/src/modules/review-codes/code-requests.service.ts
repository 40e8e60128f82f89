import {
  firmId as publicFirmId,
  LIMITS,
  siteHref,
  sitePaths,
  type CodeRequestBody,
  type Language,
} from '@ghorbari/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { reviewCodeSms } from '../../mail/sms-texts.ts';
import type { Sms } from '../../sms/sms.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { CodeRequestRow, CodeRequestsRepository } from './code-requests.repository.ts';
import { presentForClient, presentForFirm } from './code-requests.presenters.ts';
import { createFirmLookup } from './firm-lookup.ts';
import type { ReviewCodesRepository } from './review-codes.repository.ts';
import { hashReviewCode, newReviewCode } from './review-codes.service.ts';
import type { FirmRow, FirmsAccess } from './review-codes.types.ts';

const DAY_MS = 24 * 3600_000;
const { asksPerFirm, windowDays } = LIMITS.reviewCodeRequest;

export interface CodeRequestsDeps {
  database: Pick<Database, 'transaction'>;
  requests: CodeRequestsRepository;
  codes: Pick<ReviewCodesRepository, 'insert' | 'removeUnused'>;
  /** The interior module's repository (ADR 009), handed in from services.ts. */
  firms: Pick<FirmsAccess, 'byNumber'>;
  users: Pick<UsersRepository, 'provenPhonesOf' | 'byId'>;
  tell: Notifier;
  /**
   * Sends a notice by SMS within the site's SMS budget and the recipient's daily notices (the auth
   * service's `sendNoticeSms`, ADR 074): whether it went; why not is logged there, never the text.
   */
  sms: { sendNotice(ownerId: string, sms: Sms, now: Date): Promise<boolean> };
  /** The site's address, for the link to the firm's page in the SMS. */
  publicUrl: string;
  now?: () => Date;
}

const languageOf = (user: Pick<UserRow, 'language'> | undefined): Language => (user?.language === 'en' ? 'en' : 'bn');

/**
 * A client asks a firm for a review code (issue 64, ADR 082). The client gives their name, one of
 * their proven numbers, the kind of work and a note; the owner sees the requests on My firms and
 * issues the code with one tap: it is made (kept hashed, bound to that number, ADR 051) and sent
 * to the number by SMS within the site's budget, and shown to nobody. Or the owner declines, and
 * the client is told. Asking is capped per client and firm by one conditional upsert; answering
 * is one guarded UPDATE, so two taps make one request, one code and one SMS.
 */
export function createCodeRequestsService({
  database,
  requests,
  codes,
  firms,
  users,
  tell,
  sms,
  publicUrl,
  now = () => new Date(),
}: CodeRequestsDeps) {
  const lookup = createFirmLookup(firms);
  function mayAct(user: UserRow): void {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
  }
  /** The owner's approved firm: requests are answered only while it is listed. */
  async function ownListedFirm(user: UserRow, firmId: string): Promise<FirmRow> {
    const firm = await lookup.ownFirm(user, firmId);
    if (firm.status !== 'approved') throw new AppError('FIRM_UNAVAILABLE');
    return firm;
  }
  /** Why an answer found no open request of the firm: none with this id, or answered already. */
  async function notOpen(requestId: string, firm: FirmRow): Promise<never> {
    const row = await requests.byId(requestId);
    if (!row || row.firmId !== firm.id) throw new AppError('CODE_REQUEST_UNAVAILABLE');
    throw new AppError('CODE_REQUEST_ANSWERED');
  }

  /**
   * Marks the request issued and makes its code in one transaction; a code drawn twice (31^8
   * codes: all but impossible) rolls both back and a fresh one is drawn.
   */
  async function issueCode(firm: FirmRow, requestId: string, issuer: UserRow, at: Date) {
    for (let attempt = 0; ; attempt++) {
      const code = newReviewCode();
      try {
        return await database.transaction(async (tx) => {
          const request = await requests.answer(requestId, firm.id, 'issued', at, tx);
          if (!request) return null;
          const row = await codes.insert(
            {
              firmId: firm.id,
              codeHash: hashReviewCode(code),
              clientName: request.clientName,
              clientPhone: request.clientPhone,
              forNumber: true,
              category: request.category,
              issuedBy: issuer.id,
              expiresAt: new Date(at.getTime() + LIMITS.reviewCode.ttlDays * DAY_MS),
              createdAt: at,
            },
            tx,
          );
          await requests.setCode(request.id, row.id, tx);
          return { request, code, codeId: row.id };
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
  }

  return {
    /**
     * The client's ask. The number must be one the client proved (400 on `clientPhone`: the code
     * goes there and is bound to it); the owner cannot ask their own firm. One open request per
     * client and firm, `asksPerFirm` asks in `windowDays`: 409 while one is open, 429 past the cap.
     */
    async ask(user: UserRow, firmId: string, body: CodeRequestBody) {
      mayAct(user);
      const firm = await lookup.listedFirm(firmId);
      if (firm.ownerId === user.id) throw new AppError('OWN_FIRM_CODE_REQUEST');
      if (!(await users.provenPhonesOf(user.id)).includes(body.clientPhone)) {
        throw new AppError('VALIDATION_FAILED', 'validation.codeRequestPhoneUnverified', undefined, [
          { path: 'clientPhone', messageKey: 'validation.codeRequestPhoneUnverified' },
        ]);
      }
      const at = now();
      const row = await requests.ask(
        { firmId: firm.id, clientId: user.id, ...body },
        at,
        new Date(at.getTime() - windowDays * DAY_MS),
        asksPerFirm,
      );
      if (!row) {
        const held = await requests.ofClient(firm.id, user.id);
        if (!held || held.status === 'open') throw new AppError('CODE_REQUEST_OPEN');
        const retryAfter = Math.ceil((held.windowStartedAt.getTime() + windowDays * DAY_MS - at.getTime()) / 1000);
        throw new AppError('CODE_REQUEST_LIMIT', undefined, Math.max(1, retryAfter));
      }
      const owner = await users.byId(firm.ownerId);
      if (owner) {
        const values = { client: row.clientName, firm: firm.name, firmId: publicFirmId(firm.number) };
        await tell(owner, 'reviewCodeRequested', values, sitePaths.userFirms);
      }
      return presentForClient(row);
    },

    /** The client's request to a listed firm, if any: the firm's page shows where it stands. */
    async mine(user: UserRow, firmId: string) {
      const firm = await lookup.listedFirm(firmId);
      const row = await requests.ofClient(firm.id, user.id);
      return row ? presentForClient(row) : null;
    },

    /** The firm's requests for its owner, open ones first. Never a code: only that it was sent. */
    async list(user: UserRow, firmId: string) {
      const firm = await lookup.ownFirm(user, firmId);
      return (await requests.ofFirm(firm.id)).map(presentForFirm);
    },

    /**
     * One tap: the code is made for the request's number and sent to it by SMS. When the SMS
     * cannot go (the site's budget or the client's daily notices are spent, the SMSC refuses),
     * the code is deleted and the request is open again: 503, try later.
     */
    async issue(user: UserRow, firmId: string, requestId: string) {
      mayAct(user);
      const firm = await ownListedFirm(user, firmId);
      const at = now();
      const issued = await issueCode(firm, requestId, user, at);
      if (!issued) return notOpen(requestId, firm);
      const { request, code, codeId } = issued;
      const client = await users.byId(request.clientId);
      const link = `${publicUrl}${siteHref.interiorDetails(publicFirmId(firm.number))}?review=1`;
      const text = reviewCodeSms(languageOf(client), {
        firm: firm.name,
        code,
        days: LIMITS.reviewCode.ttlDays,
        link,
      });
      const sent = await sms.sendNotice(request.clientId, { to: request.clientPhone, text }, at).catch(() => false);
      if (!sent) {
        await database.transaction(async (tx) => {
          await requests.reopen(request.id, codeId, tx);
          await codes.removeUnused(codeId, tx);
        });
        throw new AppError('CODE_SMS_UNAVAILABLE');
      }
      const row = await requests.markSent(request.id, codeId, at);
      return presentForFirm(row ?? { ...request, codeId, smsSentAt: at });
    },

    /** The owner declines: the request is closed and the client told, in the app and by mail. */
    async decline(user: UserRow, firmId: string, requestId: string) {
      mayAct(user);
      const firm = await ownListedFirm(user, firmId);
      const row = await requests.answer(requestId, firm.id, 'declined', now());
      if (!row) return notOpen(requestId, firm);
      const client = await users.byId(row.clientId);
      if (client) {
        const id = publicFirmId(firm.number);
        await tell(client, 'reviewCodeRequestDeclined', { firm: firm.name, firmId: id }, siteHref.interiorDetails(id));
      }
      return presentForFirm(row);
    },
  };
}
export type CodeRequestsService = ReturnType<typeof createCodeRequestsService>;
export type { CodeRequestRow };
