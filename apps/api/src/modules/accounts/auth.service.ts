import { AUTH, type Gender, type Language } from '@ghorbari/contracts';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { addEmailCodeMail, registrationCodeMail, resetCodeMail, signInAlertMail } from '../../mail/templates.ts';
import {
  burnPasswordCheck,
  codeMatches,
  hashCode,
  hashPassword,
  newCode,
  newToken,
  passwordMatches,
  sha256,
} from '../../auth/secrets.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { effectiveStatus } from './account-status.ts';
import { checkAddress } from './address.ts';
import type { CodePurpose, CodesRepository, SmsCodeRequest, SmsCounts } from './codes.repository.ts';
import { codeSms } from './sms-texts.ts';
import type { Sms, SmsSender } from '../../sms/sms.ts';
import type { UsersRepository } from './users.repository.ts';
import type { UserRow } from './users.types.ts';

export interface AuthDeps {
  database: Pick<Database, 'transaction'>;
  users: UsersRepository;
  codes: CodesRepository;
  mailer: Mailer;
  /** Sends an SMS (issue 40): through the SMSC of SMS_URL, or into DATA_DIR/sms-outbox. */
  sms: Pick<SmsSender, 'send'>;
  config: Pick<AppConfig, 'publicUrl' | 'smsHourlyBudget'>;
  /** Where work done after the answer (mails) reports its failures. */
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  now?: () => Date;
  /** Called once a session has signed out (the live channel closes its sockets). */
  onSessionEnded?: (token: string) => void;
  /** Called once every session of the user has ended (password reset). */
  onSessionsEnded?: (userId: string) => void;
}

export interface RegistrationProfile {
  name: string;
  phone: string;
  gender: Gender;
  birthDate: string;
  occupation?: string | undefined;
  address?: { division: string; district: string; subDistrict: string; more?: string | undefined } | undefined;
  password: string;
}

const MINUTE = 60_000;
/** A code's or token's recipient is a mobile number in its stored form (issue 40), else an email. */
const isPhoneRecipient = (recipient: string) => !recipient.includes('@');
const seconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * Registration by emailed code, sign-in, sessions and password reset (issue 3). Codes are
 * 6 digits, hashed, valid 10 minutes, single use, bound to their purpose, dead after 5 wrong
 * tries; at most 5 per email per 30 minutes, one per 60 seconds.
 */
export function createAuthService({
  database,
  users,
  codes,
  mailer,
  sms,
  config,
  log,
  now = () => new Date(),
  onSessionEnded = () => undefined,
  onSessionsEnded = () => undefined,
}: AuthDeps) {
  /**
   * Work that must not make the answer slower (or tell anything by its time): run after it,
   * errors logged. `settled` lets the app finish it before closing (a mail is not cut off).
   */
  const pending = new Set<Promise<void>>();
  function afterAnswer(what: string, work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, what))
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  /** Mails the owner that their password is being guessed, at most once an hour (issue 11). */
  function alertOwner(user: UserRow, failures: number): void {
    // An account with no email (issue 40) is not mailed; its sign-ins are slowed down all the same.
    const { email } = user;
    if (failures < AUTH.signInAlertAfterFailures || user.status === 'Disabled' || !email) return;
    afterAnswer('sign-in alert mail', async () => {
      if (!(await codes.claimSignInAlert(email, now()))) return;
      await mailer.send(
        signInAlertMail({
          to: email,
          language: user.language,
          failures,
          forgotPasswordLink: `${config.publicUrl}/ForgotPassword`,
        }),
      );
    });
  }

  /** At most one code a minute and five in 30 minutes per email and purpose (ADR 005); counted atomically. */
  function codeLimit() {
    const at = now();
    return {
      since: new Date(at.getTime() - 30 * MINUTE),
      check(recent: { createdAt: Date }[]): void {
        const newest = recent[0];
        if (newest && at.getTime() - newest.createdAt.getTime() < AUTH.codeResendAfterSeconds * 1000) {
          const wait = AUTH.codeResendAfterSeconds * 1000 - (at.getTime() - newest.createdAt.getTime());
          throw new AppError('RATE_LIMITED', 'errors.codeResendTooSoon', seconds(wait));
        }
        const oldest = recent[recent.length - 1];
        if (recent.length >= AUTH.codesPerEmailPer30Min && oldest) {
          throw new AppError(
            'RESEND_CODE_FAILED',
            undefined,
            seconds(oldest.createdAt.getTime() + 30 * MINUTE - at.getTime()),
          );
        }
      },
    };
  }

  async function issueCode(email: string, purpose: CodePurpose, mail: (code: string) => Parameters<Mailer['send']>[0]) {
    const code = newCode();
    const codeId = await codes.insertCode(
      email,
      purpose,
      hashCode(code),
      new Date(now().getTime() + AUTH.codeTtlSeconds * 1000),
      codeLimit(),
    );
    try {
      await mailer.send(mail(code));
    } catch {
      // An unsent code must not count against the sender or linger.
      await codes.deleteCode(codeId);
      throw new AppError('SEND_CODE_FAILED');
    }
  }

  /**
   * The caps on SMS codes beyond those of every code (issue 40, ADR 046), checked with the counts
   * `insertCode` takes under its lock: the site's hourly budget (SMS handed to the sender only),
   * then the number's day as asked from this address, then the client address's hour (ADR 074).
   * Checked alike whether or not the SMS will go, so the answer tells nothing.
   */
  function smsLimit(address: string, challengeId: string, send: boolean, requestedBy?: string): SmsCodeRequest {
    return {
      sentFrom: address,
      now: now(),
      challengeHash: sha256(challengeId),
      requestedBy,
      send,
      check({ toNumber, fromAddress, all }: SmsCounts): void {
        if (all >= config.smsHourlyBudget) throw new AppError('SMS_UNAVAILABLE');
        if (toNumber >= AUTH.smsPerNumberPerDay) throw new AppError('RATE_LIMITED', 'errors.smsTooManyToday');
        if (fromAddress >= AUTH.smsPerAddressPerHour) {
          throw new AppError('RATE_LIMITED', 'errors.smsTooManyFromHere', 3600);
        }
      },
    };
  }

  /**
   * Makes an SMS code for the number, within every cap; `language` is that of the SMS, and without
   * it (no account to send to) the code is only recorded: it counts against the asking address's
   * caps, matches nothing and spends none of the site's budget. Answers the challenge id the
   * request is answered with (issue 62: only a verifying call that carries it checks this code),
   * and how to send it, so the caller chooses to send before or after the answer. `requestedBy`:
   * the member asking for a number-proof code, the only one who may use it.
   */
  async function smsCode(
    phone: string,
    purpose: CodePurpose,
    address: string,
    language: Language | undefined,
    requestedBy?: string,
  ) {
    const code = newCode();
    const challengeId = newToken();
    const expiresAt = new Date(now().getTime() + AUTH.codeTtlSeconds * 1000);
    const codeHash = language ? hashCode(code) : 'none';
    const limit = smsLimit(address, challengeId, language !== undefined, requestedBy);
    const codeId = await codes.insertCode(phone, purpose, codeHash, expiresAt, codeLimit(), limit);
    const send = async () => {
      if (!language) return;
      const text = codeSms({ code, purpose, language, minutes: AUTH.codeTtlSeconds / 60 }, config.publicUrl);
      let messageId: string;
      try {
        ({ messageId } = await sms.send({ to: phone, text }));
      } catch (error) {
        // An unsent code must not count against the sender or linger.
        await codes.deleteCode(codeId);
        throw error;
      }
      if (messageId) await codes.recordSent(codeId, messageId);
    };
    return { challengeId, send };
  }

  /** The account a recipient names: an email's, or a proven mobile number's (issue 40). */
  const accountOf = (recipient: string) =>
    isPhoneRecipient(recipient) ? users.byVerifiedPhone(recipient) : users.byEmail(recipient);

  const codeSent = (alreadyVerified = false, challengeId?: string) => ({
    alreadyVerified,
    expiresInSeconds: AUTH.codeTtlSeconds,
    resendAfterSeconds: AUTH.codeResendAfterSeconds,
    ...(challengeId === undefined ? {} : { challengeId }),
  });

  /**
   * Check a code; a correct one spends every open code of that email and purpose. The try is
   * counted before the code is compared, in one statement (`claimCodeTry`), so a burst of
   * guesses gets no more than `AUTH.codeMaxWrongTries` of them checked.
   */
  async function checkCode(
    email: string,
    purpose: CodePurpose,
    code: string,
    challengeId?: string,
    requestedBy?: string,
  ): Promise<void> {
    const invalid = purpose === 'reset' ? 'errors.resetCodeInvalid' : 'errors.codeInvalidOrExpired';
    const errorCode = purpose === 'reset' ? 'RESET_CODE_INVALID' : 'CODE_INVALID_OR_EXPIRED';
    // An SMS code is checked only with the challenge its request was answered (issue 62).
    if (isPhoneRecipient(email) && challengeId === undefined) throw new AppError(errorCode, invalid);
    const challenge = challengeId === undefined ? undefined : { challengeHash: sha256(challengeId), requestedBy };
    const claimed = await codes.claimCodeTry(email, purpose, now(), challenge);
    if (!claimed) {
      // Why there was nothing to check, only to say so in words.
      const row = await codes.latestOpenCode(email, purpose, challenge);
      if (!row) throw new AppError(errorCode, invalid);
      if (row.expiresAt <= now()) {
        throw purpose === 'reset' ? new AppError('RESET_CODE_EXPIRED') : new AppError('CODE_INVALID_OR_EXPIRED');
      }
      throw new AppError(errorCode, 'errors.codeTooManyTries');
    }
    if (!codeMatches(code, claimed.codeHash)) {
      throw new AppError(errorCode, claimed.attempts >= AUTH.codeMaxWrongTries ? 'errors.codeTooManyTries' : invalid);
    }
    // Two right answers at once: one spends the code, the other finds it spent.
    if (!(await codes.spendCodes(claimed.id, email, purpose, now()))) throw new AppError(errorCode, invalid);
  }

  /** The live reset token and its account, or the spec's reason why the link no longer works (§8). */
  async function resetTokenOwner(resetToken: string) {
    const token = await codes.tokenOf(sha256(resetToken), 'reset');
    if (!token || token.consumedAt) throw new AppError('RESET_CODE_INVALID');
    if (token.expiresAt <= now()) throw new AppError('RESET_CODE_EXPIRED');
    const user = await accountOf(token.email);
    if (!user || user.status === 'Disabled') throw new AppError('RESET_CODE_INVALID');
    return { token, user };
  }

  /**
   * A session for the account whose password the caller has just verified, or undefined when
   * that password is no longer the account's (a reset committed meanwhile), or the account was
   * disabled or deleted meanwhile (issue 28).
   */
  async function newSession(user: Pick<UserRow, 'id' | 'passwordHash'>, tx?: Executor): Promise<string | undefined> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + AUTH.sessionTtlDays * 24 * 60 * MINUTE);
    const made = await users.createSession(
      { userId: user.id, tokenHash: sha256(token), expiresAt, verifiedPasswordHash: user.passwordHash },
      tx,
    );
    return made ? token : undefined;
  }

  function refuseExisting(user: UserRow | undefined): void {
    if (!user) return;
    throw user.status === 'Disabled' ? new AppError('EMAIL_DISABLED') : new AppError('EMAIL_ALREADY_REGISTERED');
  }

  /** A number another account signs in with cannot become this account's own (issue 40). */
  function refuseOthersNumber(user: UserRow, signsIn: UserRow | undefined): void {
    if (signsIn && signsIn.id !== user.id)
      throw new AppError('PHONE_ALREADY_REGISTERED', 'errors.phoneOfAnotherAccount');
  }

  /** A session for the account signed in by a verified code or password, unless it is disabled. */
  async function sessionFor(user: UserRow, failed: () => AppError): Promise<string> {
    if (user.status === 'Disabled') throw new AppError('EMAIL_DISABLED', 'errors.accountDisabled');
    const session = await newSession(user);
    // The password changed (or the account was shut) while it was being checked: the old
    // password no longer signs in, as it would not a moment later.
    if (!session) throw failed();
    return session;
  }

  return {
    async sendRegistrationCode(email: string, language: Language, registrationToken?: string) {
      refuseExisting(await users.byEmail(email));
      if (registrationToken) {
        const token = await codes.liveToken(sha256(registrationToken), 'registration', now());
        if (token?.email === email) return codeSent(true);
      }
      await issueCode(email, 'register', (code) =>
        registrationCodeMail({ to: email, language, code, minutes: AUTH.codeTtlSeconds / 60 }),
      );
      return codeSent();
    },

    /** `challengeId`: for a number's code (issue 62), the id its request was answered. */
    async verifyRegistrationCode(email: string, code: string, challengeId?: string): Promise<string> {
      await checkCode(email, 'register', code, challengeId);
      const token = newToken();
      await codes.insertToken(
        sha256(token),
        email,
        'registration',
        new Date(now().getTime() + AUTH.registrationTokenTtlSeconds * 1000),
      );
      return token;
    },

    async completeRegistration(
      registrationToken: string,
      profile: RegistrationProfile,
      language: Language,
    ): Promise<string> {
      const tokenHash = sha256(registrationToken);
      const token = await codes.liveToken(tokenHash, 'registration', now());
      if (!token) throw new AppError('CODE_INVALID_OR_EXPIRED', 'errors.registrationExpired');
      // A registration by mobile number (issue 40): the proven number is the account's, and it has no email.
      const byPhone = isPhoneRecipient(token.email);
      const existing = byPhone ? await users.byVerifiedPhone(token.email) : await users.byEmail(token.email);
      // The other of two tabs finished this registration between the two reads: it spent this token
      // too, and this one is told so, as when it finds the token spent below.
      if (existing && !(await codes.liveToken(tokenHash, 'registration', now())))
        throw new AppError('CONFLICT', 'errors.registrationAlreadyCompleted');
      if (byPhone) {
        if (existing) throw new AppError('PHONE_ALREADY_REGISTERED');
      } else refuseExisting(existing);
      checkAddress(profile.address);
      const passwordHash = await hashPassword(profile.password);
      return database.transaction(async (tx) => {
        // Every registration token of the email is spent first, in one conditional statement: of
        // two requests (one token or two), the second waits for the first and finds them spent
        // (409, not a duplicate-key or deadlock 500).
        const spent = await codes.spendTokensWith(tokenHash, 'registration', now(), tx);
        if (!spent) throw new AppError('CONFLICT', 'errors.registrationAlreadyCompleted');
        const user = await users.insertIfNew(
          {
            email: byPhone ? null : spent.email,
            passwordHash,
            name: profile.name,
            phone: byPhone ? spent.email : profile.phone,
            phoneVerifiedAt: byPhone ? now() : null,
            gender: profile.gender,
            birthDate: profile.birthDate,
            occupation: profile.occupation ?? null,
            addressDivision: profile.address?.division ?? null,
            addressDistrict: profile.address?.district ?? null,
            addressSubDistrict: profile.address?.subDistrict ?? null,
            addressMore: profile.address?.more ?? null,
            language,
          },
          tx,
        );
        // An account made outside this registration (staff tools, a number proven by another) in the meantime.
        if (!user) throw new AppError(byPhone ? 'PHONE_ALREADY_REGISTERED' : 'EMAIL_ALREADY_REGISTERED');
        if (byPhone) await users.recordProvenPhone(user.id, spent.email, now(), tx);
        const session = await newSession(user, tx);
        if (!session) throw new Error('a new account got no session');
        return session;
      });
    },

    /**
     * Sign-in (issue 11): wrong passwords slow down the address they come from, on that account,
     * with a wait that doubles (429 and Retry-After); they never shut the account, so the owner
     * signs in from an address that has not failed. The try is counted before the password is
     * checked, in one statement, so a burst from one address gets one check through.
     */
    async signIn(login: string, password: string, address: string): Promise<string> {
      // `login` is an email, or a mobile number in its stored form (issue 40): counted the same way.
      const failed = () =>
        new AppError(
          'LOGIN_FAILED',
          isPhoneRecipient(login) ? 'errors.invalidPhoneCredentials' : 'errors.invalidCredentials',
        );
      // Failures are counted per account, whichever spelling named it (its email or its number,
      // issue 62), and per spelling when no account has it.
      const user = await accountOf(login);
      const counted = user ? `account:${user.id}` : login;
      const failuresBefore = await codes.signInFailuresOf(counted, now());
      const free = failuresBefore >= AUTH.signInFailuresPerHourPerAccount ? 0 : AUTH.signInFreeFailuresPerAddress;
      if ((await codes.claimSignInTry(counted, address, free, now())) === undefined) {
        const next = await codes.nextSignInTry(counted, address);
        const wait = next ? seconds(next.getTime() - now().getTime()) : 1;
        throw new AppError('RATE_LIMITED', 'errors.signInSlowedDown', Math.max(1, wait));
      }
      if (!user) {
        await burnPasswordCheck(password);
        throw failed();
      }
      if (!(await passwordMatches(user.passwordHash, password))) {
        alertOwner(user, failuresBefore + 1);
        throw failed();
      }
      await codes.clearSignInFailures(counted, address);
      return sessionFor(user, failed);
    },

    /**
     * A sign-in code by SMS (issue 40): the same answer, status and time whether or not the number
     * belongs to an account, and the SMS goes out after the answer, only to an account's number.
     */
    async sendLoginCode(phone: string, address: string) {
      const user = await users.byVerifiedPhone(phone);
      const account = user && user.status !== 'Disabled' ? user : undefined;
      const { challengeId, send } = await smsCode(phone, 'login', address, account?.language);
      afterAnswer('sign-in code SMS', send);
      return codeSent(false, challengeId);
    },

    /**
     * Sign-in with a number, the code sent to it and the challenge its request was answered
     * (issue 62): five wrong tries end that challenge's code, not the codes others asked for.
     */
    async signInWithCode(phone: string, code: string, challengeId: string | undefined): Promise<string> {
      await checkCode(phone, 'login', code, challengeId);
      const user = await users.byVerifiedPhone(phone);
      const failed = () => new AppError('CODE_INVALID_OR_EXPIRED', 'errors.loginCodeInvalid');
      if (!user) throw failed();
      return sessionFor(user, failed);
    },

    /**
     * Registration by mobile number (issue 40): a number that already signs an account in is told
     * so (registration cannot hide it: the account is what it would make); the SMS goes before the
     * answer, so a failure to send is said.
     */
    async sendPhoneRegistrationCode(phone: string, language: Language, address: string, registrationToken?: string) {
      if (await users.byVerifiedPhone(phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
      if (registrationToken) {
        const token = await codes.liveToken(sha256(registrationToken), 'registration', now());
        if (token?.email === phone) return codeSent(true);
      }
      const { challengeId, send } = await smsCode(phone, 'register', address, language);
      await send().catch((error: unknown) => {
        log.error({ err: error }, 'registration code SMS not sent');
        throw new AppError('SEND_CODE_FAILED');
      });
      return codeSent(false, challengeId);
    },

    /**
     * A code to prove a number the signed-in member holds (issue 40): for their account or for a
     * post's contact number. A number they proved before needs no SMS. The SMS goes before the
     * answer, so a failure to send is said.
     */
    async sendPhoneProofCode(user: UserRow, phone: string, address: string, account: boolean) {
      if (account) refuseOthersNumber(user, await users.byVerifiedPhone(phone));
      if ((await users.provenPhonesOf(user.id)).includes(phone)) return codeSent(true);
      const { challengeId, send } = await smsCode(phone, 'verify', address, user.language, user.id);
      await send().catch((error: unknown) => {
        log.error({ err: error }, 'number proof code SMS not sent');
        throw new AppError('SEND_CODE_FAILED');
      });
      return codeSent(false, challengeId);
    },

    /**
     * The code proves the number (issue 40): it joins the member's proven numbers, and becomes the
     * account's own number, proven, when asked (`account`), when it is the account's number
     * already, or when the account has none. A number another account signs in with stays that
     * account's: asked for as the account's, it is refused before the code is spent.
     */
    async provePhone(
      user: UserRow,
      phone: string,
      code: string,
      account: boolean,
      challengeId: string | undefined,
    ): Promise<void> {
      const asAccount = account || user.phone === phone || user.phone === null;
      const other = await users.byVerifiedPhone(phone);
      const takenByOther = other !== undefined && other.id !== user.id;
      if (account) refuseOthersNumber(user, other);
      // Only the member who asked for the code proves the number with it (issue 62).
      await checkCode(phone, 'verify', code, challengeId, user.id);
      await database.transaction(async (tx) => {
        await users.recordProvenPhone(user.id, phone, now(), tx);
        if (!asAccount || takenByOther) return;
        // Of two accounts proving one number at once, the unique index lets one have it.
        const updated = await users.setProvenPhone(user.id, phone, now(), tx);
        if (!updated && account) throw new AppError('PHONE_ALREADY_REGISTERED', 'errors.phoneOfAnotherAccount');
      });
    },

    /**
     * An account made with a mobile number adds an email later (issue 40): a code is mailed to it,
     * unless the account has one or another account has this one (told, as registration tells).
     */
    async sendAddEmailCode(user: UserRow, email: string) {
      if (user.email !== null) throw new AppError('CONFLICT', 'errors.emailAlreadyAdded');
      refuseExisting(await users.byEmail(email));
      await issueCode(email, 'verify', (code) =>
        addEmailCodeMail({ to: email, language: user.language, code, minutes: AUTH.codeTtlSeconds / 60 }),
      );
      return codeSent();
    },

    /** The mailed code adds the email; of two accounts adding one email at once, the unique key keeps one. */
    async addEmail(user: UserRow, email: string, code: string): Promise<void> {
      if (user.email !== null) throw new AppError('CONFLICT', 'errors.emailAlreadyAdded');
      refuseExisting(await users.byEmail(email));
      await checkCode(email, 'verify', code);
      const added = await users.addEmail(user.id, email, now()).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED');
        throw error;
      });
      if (!added) throw new AppError('CONFLICT', 'errors.emailAlreadyAdded');
    },

    /** Forgot password by SMS: as by email, the same answer whether or not the number has an account. */
    async sendPhoneResetCode(phone: string, address: string) {
      const user = await users.byVerifiedPhone(phone);
      const account = user && user.status !== 'Disabled' ? user : undefined;
      const { challengeId, send } = await smsCode(phone, 'reset', address, account?.language);
      afterAnswer('reset code SMS', send);
      return codeSent(false, challengeId);
    },

    /**
     * A notice by SMS to an owner (availability questions, report prompts; issue 62): within the
     * site's hourly budget (notices may take `AUTH.smsNoticeShareOfBudget` of it, so codes always
     * have the rest) and the owner's `AUTH.smsNoticesPerOwnerPerDay`. Answers whether it went; a
     * refused or failed one is logged, the owner has the notice in the app and by mail anyway.
     */
    async sendNoticeSms(ownerId: string, message: Sms, at: Date = now()): Promise<boolean> {
      const noticeBudget = Math.floor(config.smsHourlyBudget * AUTH.smsNoticeShareOfBudget);
      const place = await codes.reserveNoticeSms(
        message.to,
        ownerId,
        at,
        ({ all, toOwner }) => all < noticeBudget && toOwner < AUTH.smsNoticesPerOwnerPerDay,
      );
      if (!place) {
        log.warn({ ownerId }, 'notice SMS not sent: past the SMS budget or the owner’s daily notices');
        return false;
      }
      try {
        await sms.send(message);
        return true;
      } catch (error) {
        // Not handed to the SMSC: it does not spend the budget.
        await codes.cancelSms(place);
        log.warn({ err: (error as Error).message }, 'notice SMS not sent');
        return false;
      }
    },

    /** The SMS-pumping alarm (ADR 046): codes sent in the last hour against those verified. */
    async smsAlarm(): Promise<{ sent: number; verified: number; alarm: boolean }> {
      const { sent, verified } = await codes.smsSince(new Date(now().getTime() - 3600_000));
      const alarm = sent >= AUTH.smsAlarmMinSends && sent > AUTH.smsAlarmRatio * verified;
      return { sent, verified, alarm };
    },

    /** The user behind a bearer token; a disabled account's sessions end at once. */
    async authenticate(token: string): Promise<UserRow> {
      const user = await users.userBySessionHash(sha256(token), now());
      if (!user) throw new AppError('UNAUTHORIZED', 'errors.sessionExpired');
      if (user.status === 'Disabled') {
        await users.deleteSessionsOf(user.id);
        throw new AppError('UNAUTHORIZED', 'errors.accountDisabled');
      }
      return user;
    },

    /**
     * `authenticate` for many token hashes in one query (the live channel's handshakes when
     * thousands come back at once, ADR 031): hash → user id for each live session; a hash without
     * one is absent, and a disabled account's sessions end at once, as `authenticate` ends them.
     */
    async sessionUsers(tokenHashes: string[]): Promise<Map<string, { id: string }>> {
      const found = await users.usersBySessionHashes(tokenHashes, now());
      const live = new Map<string, { id: string }>();
      const disabled = new Set<string>();
      for (const [tokenHash, user] of found) {
        if (user.status === 'Disabled') disabled.add(user.id);
        else live.set(tokenHash, { id: user.id });
      }
      for (const userId of disabled) await users.deleteSessionsOf(userId);
      return live;
    },

    /** The account's status at this moment: a suspension whose date has passed is over. */
    statusOf: (user: Pick<UserRow, 'status' | 'suspendedUntil'>) => effectiveStatus(user, now()),

    async signOut(token: string): Promise<void> {
      await users.deleteSession(sha256(token));
      onSessionEnded(token);
    },

    /**
     * Same answer, status and time whether or not the email has an account, so it cannot be used
     * to probe (issue 11): the per-email limit counts a code row either way (for an email without
     * a live account, one that is never mailed and matches nothing), and the link and the mail
     * are made after the answer. The mail goes out in the language the account reads the site in.
     */
    async sendResetCode(email: string) {
      const user = await users.byEmail(email);
      const account = user && user.status !== 'Disabled' ? user : undefined;
      const code = newCode();
      const expiresAt = new Date(now().getTime() + AUTH.codeTtlSeconds * 1000);
      const codeHash = account ? hashCode(code) : 'none';
      const codeId = await codes.insertCode(email, 'reset', codeHash, expiresAt, codeLimit());
      if (account) {
        afterAnswer('reset code mail', async () => {
          const link = newToken();
          await codes.insertToken(sha256(link), email, 'reset', expiresAt);
          try {
            await mailer.send(
              resetCodeMail({
                to: email,
                language: account.language,
                code,
                minutes: AUTH.codeTtlSeconds / 60,
                link: `${config.publicUrl}/ResetPassword/${link}`,
              }),
            );
          } catch (error) {
            // An unsent code must not count against the sender.
            await codes.deleteCode(codeId);
            throw error;
          }
        });
      }
      return codeSent();
    },

    /** `challengeId`: for a number's code (issue 62), the id its request was answered. */
    async verifyResetCode(email: string, code: string, challengeId?: string): Promise<string> {
      await checkCode(email, 'reset', code, challengeId);
      const token = newToken();
      await codes.insertToken(sha256(token), email, 'reset', new Date(now().getTime() + AUTH.codeTtlSeconds * 1000));
      return token;
    },

    /**
     * Whether a reset link still works (issue 62): nothing when it does, the spec's 'Reset code has
     * expired' when its time is up, 'Invalid reset code' when it is unknown, spent, or its account
     * is gone or disabled. Says nothing of whose account it is.
     */
    async checkResetToken(resetToken: string): Promise<void> {
      await resetTokenOwner(resetToken);
    },

    /** Sets the new password, spends every reset code and link, and ends every session. */
    async resetPassword(resetToken: string, password: string): Promise<void> {
      const { token, user } = await resetTokenOwner(resetToken);
      const passwordHash = await hashPassword(password);
      await database.transaction(async (tx) => {
        // Every reset link of the email is spent first, in one conditional statement: of two resets
        // (one link or two), one sets the password.
        const spent = await codes.spendTokensWith(sha256(resetToken), 'reset', now(), tx);
        if (!spent) throw new AppError('RESET_CODE_INVALID');
        await users.update(user.id, { passwordHash }, tx);
        await codes.consumeCodes(token.email, 'reset', now(), tx);
        await users.deleteSessionsOf(user.id, tx);
      });
      onSessionsEnded(user.id);
    },

    /** Resolves once the work started after earlier answers (mails) is done. */
    settled: async (): Promise<void> => void (await Promise.allSettled([...pending])),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
