import { AUTH, type Language } from '@ghorbari/contracts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { registrationCodeMail, resetCodeMail } from '../../mail/templates.ts';
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
import { createCodesRepository, type CodePurpose } from './codes.repository.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  now?: () => Date;
}

export interface RegistrationProfile {
  name: string;
  phone: string;
  gender: string;
  birthDate: string;
  occupation?: string | undefined;
  address?: { division: string; district: string; subDistrict: string; more?: string | undefined } | undefined;
  password: string;
}

const MINUTE = 60_000;
const seconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * Registration by emailed code, sign-in, sessions and password reset (issue 3). Codes are
 * 6 digits, hashed, valid 10 minutes, single use, bound to their purpose, dead after 5 wrong
 * tries; at most 5 per email per 30 minutes, one per 60 seconds.
 */
export function createAuthService({ db, mailer, config, now = () => new Date() }: AuthDeps) {
  const users = createUsersRepository(db);
  const codes = createCodesRepository(db);

  async function throttleCodes(email: string, purpose: CodePurpose): Promise<void> {
    const at = now();
    const recent = await codes.codesSince(email, purpose, new Date(at.getTime() - 30 * MINUTE));
    const newest = recent[0];
    if (newest && at.getTime() - newest.createdAt.getTime() < AUTH.codeResendAfterSeconds * 1000) {
      const wait = AUTH.codeResendAfterSeconds * 1000 - (at.getTime() - newest.createdAt.getTime());
      throw new AppError('RATE_LIMITED', 'errors.codeResendTooSoon', seconds(wait));
    }
    const oldest = recent[recent.length - 1];
    if (recent.length >= AUTH.codesPerEmailPer30Min && oldest) {
      throw new AppError('RESEND_CODE_FAILED', undefined, seconds(oldest.createdAt.getTime() + 30 * MINUTE - at.getTime()));
    }
  }

  async function issueCode(email: string, purpose: CodePurpose, mail: (code: string) => Parameters<Mailer['send']>[0]) {
    await throttleCodes(email, purpose);
    const code = newCode();
    const codeId = await codes.insertCode(email, purpose, hashCode(code), new Date(now().getTime() + AUTH.codeTtlSeconds * 1000));
    try {
      await mailer.send(mail(code));
    } catch {
      // An unsent code must not count against the sender or linger.
      await codes.deleteCode(codeId);
      throw new AppError('SEND_CODE_FAILED');
    }
  }

  const codeSent = (alreadyVerified = false) => ({
    alreadyVerified,
    expiresInSeconds: AUTH.codeTtlSeconds,
    resendAfterSeconds: AUTH.codeResendAfterSeconds,
  });

  /** Check a code; a correct one spends every open code of that email and purpose. */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const invalid = purpose === 'register' ? 'errors.codeInvalidOrExpired' : 'errors.resetCodeInvalid';
    const errorCode = purpose === 'register' ? 'CODE_INVALID_OR_EXPIRED' : 'RESET_CODE_INVALID';
    const row = await codes.latestOpenCode(email, purpose);
    if (!row) throw new AppError(errorCode, invalid);
    if (row.expiresAt <= now()) {
      throw purpose === 'register' ? new AppError('CODE_INVALID_OR_EXPIRED') : new AppError('RESET_CODE_EXPIRED');
    }
    if (row.attempts >= AUTH.codeMaxWrongTries) throw new AppError(errorCode, 'errors.codeTooManyTries');
    if (!codeMatches(code, row.codeHash)) {
      await codes.countWrongTry(row.id);
      throw new AppError(errorCode, row.attempts + 1 >= AUTH.codeMaxWrongTries ? 'errors.codeTooManyTries' : invalid);
    }
    await codes.consumeCodes(email, purpose, now());
  }

  async function newSession(userId: string, repository = users): Promise<string> {
    const token = newToken();
    await repository.createSession(userId, sha256(token), new Date(now().getTime() + AUTH.sessionTtlDays * 24 * 60 * MINUTE));
    return token;
  }

  function refuseExisting(user: UserRow | undefined): void {
    if (!user) return;
    throw user.status === 'Disabled' ? new AppError('EMAIL_DISABLED') : new AppError('EMAIL_ALREADY_REGISTERED');
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

    async verifyRegistrationCode(email: string, code: string): Promise<string> {
      await checkCode(email, 'register', code);
      const token = newToken();
      await codes.insertToken(sha256(token), email, 'registration', new Date(now().getTime() + AUTH.registrationTokenTtlSeconds * 1000));
      return token;
    },

    async completeRegistration(registrationToken: string, profile: RegistrationProfile, language: Language): Promise<string> {
      const token = await codes.liveToken(sha256(registrationToken), 'registration', now());
      if (!token) throw new AppError('CODE_INVALID_OR_EXPIRED', 'errors.registrationExpired');
      refuseExisting(await users.byEmail(token.email));
      const passwordHash = await hashPassword(profile.password);
      return db.transaction(async (tx) => {
        const txUsers = createUsersRepository(tx as unknown as Db);
        const user = await txUsers.insert({
          email: token.email,
          passwordHash,
          name: profile.name,
          phone: profile.phone,
          gender: profile.gender,
          birthDate: profile.birthDate,
          occupation: profile.occupation ?? null,
          addressDivision: profile.address?.division ?? null,
          addressDistrict: profile.address?.district ?? null,
          addressSubDistrict: profile.address?.subDistrict ?? null,
          addressMore: profile.address?.more ?? null,
          language,
        });
        await createCodesRepository(tx as unknown as Db).consumeTokens(token.email, 'registration', now());
        return newSession(user.id, txUsers);
      });
    },

    async signIn(email: string, password: string): Promise<string> {
      const hourAgo = new Date(now().getTime() - 60 * MINUTE);
      if ((await codes.signInFailuresSince(email, hourAgo)) >= AUTH.signInFailuresPerHourPerAccount) {
        throw new AppError('RATE_LIMITED', undefined, 3600);
      }
      const user = await users.byEmail(email);
      if (!user) {
        await burnPasswordCheck(password);
        await codes.recordSignInFailure(email);
        throw new AppError('LOGIN_FAILED', 'errors.invalidCredentials');
      }
      if (!(await passwordMatches(user.passwordHash, password))) {
        await codes.recordSignInFailure(email);
        throw new AppError('LOGIN_FAILED', 'errors.invalidCredentials');
      }
      if (user.status === 'Disabled') throw new AppError('EMAIL_DISABLED', 'errors.accountDisabled');
      return newSession(user.id);
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

    signOut: (token: string) => users.deleteSession(sha256(token)),

    /** Same answer whether or not the email has an account, so it cannot be used to probe. */
    async sendResetCode(email: string, language: Language) {
      const user = await users.byEmail(email);
      if (!user || user.status === 'Disabled') return codeSent();
      const link = newToken();
      await codes.insertToken(sha256(link), email, 'reset', new Date(now().getTime() + AUTH.codeTtlSeconds * 1000));
      await issueCode(email, 'reset', (code) =>
        resetCodeMail({
          to: email,
          language: (user.language as Language | undefined) ?? language,
          code,
          minutes: AUTH.codeTtlSeconds / 60,
          link: `${config.publicUrl}/ResetPassword/${link}`,
        }),
      );
      return codeSent();
    },

    async verifyResetCode(email: string, code: string): Promise<string> {
      await checkCode(email, 'reset', code);
      const token = newToken();
      await codes.insertToken(sha256(token), email, 'reset', new Date(now().getTime() + AUTH.codeTtlSeconds * 1000));
      return token;
    },

    /** Sets the new password, spends every reset code and link, and ends every session. */
    async resetPassword(resetToken: string, password: string): Promise<void> {
      const token = await codes.liveToken(sha256(resetToken), 'reset', now());
      const user = token ? await users.byEmail(token.email) : undefined;
      if (!token || !user || user.status === 'Disabled') throw new AppError('RESET_CODE_INVALID', 'errors.resetLinkInvalid');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const txCodes = createCodesRepository(tx as unknown as Db);
        await createUsersRepository(tx as unknown as Db).update(user.id, { passwordHash });
        await txCodes.consumeTokens(token.email, 'reset', now());
        await txCodes.consumeCodes(token.email, 'reset', now());
        await createUsersRepository(tx as unknown as Db).deleteSessionsOf(user.id);
      });
    },

    newSession,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
