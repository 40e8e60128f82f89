import { z } from 'zod';
import { DIVISIONS, GENDERS, LANGUAGES } from '../enums.ts';
import { msg } from '../messages.ts';
import {
  codeSchema,
  emailSchema,
  isoDateSchema,
  mobileSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  placeIdSchema,
} from './fields.ts';
import { choice } from './list-fields.ts';

/**
 * Accounts (issue 3): the bodies and answers of the sign-in, registration, password reset,
 * profile and settings calls. Spec §7 fixes /api/login, /api/profile, getSettings and
 * updateSettings; the rest are designed in the same style.
 */

const token = z
  .string()
  .trim()
  .min(16, { error: msg('validation.invalidInput') })
  .max(200);
const optionalText = (max: number, key: Parameters<typeof msg>[0]) =>
  z
    .string()
    .trim()
    .max(max, { error: msg(key) })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A birth date that exists, is in the past and is not absurdly old. */
export const birthDateSchema = z
  .string({ error: msg('validation.birthDateRequired') })
  .min(1, { error: msg('validation.birthDateRequired') })
  .pipe(isoDateSchema)
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      const now = new Date();
      return date < now && date.getUTCFullYear() > now.getUTCFullYear() - 120;
    },
    { error: msg('validation.birthDateInvalid') },
  );

export const genderSchema = z.enum(GENDERS, { error: msg('validation.genderRequired') });

export const addressSchema = z.object({
  division: choice(DIVISIONS),
  district: placeIdSchema(60),
  subDistrict: placeIdSchema(80),
  more: optionalText(120, 'validation.addressTooLong'),
});
export type Address = z.infer<typeof addressSchema>;

/** The new password typed twice must match; the problem is shown on the confirmation field. */
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { error: string; path: string[] },
] = [
  (value) => value.password === value.confirmPassword,
  { error: msg('validation.passwordsMismatch'), path: ['confirmPassword'] },
];
const confirmPassword = z.string().max(128);

/**
 * The challenge id an SMS code request is answered (issue 62, ADR 074): opaque, the same shape
 * whether or not the number has an account. The call that verifies the code must carry it, so a
 * code belongs to the request that asked for it and its tries are that request's.
 */
export const challengeIdSchema = z
  .string({ error: msg('validation.codeChallengeMissing') })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: msg('validation.codeChallengeMissing') });

// ── Sign in and out ─────────────────────────────────────────────────────────────────────
const typedPassword = z
  .string({ error: msg('validation.passwordRequired') })
  .min(1, { error: msg('validation.passwordRequired') })
  .max(128);
/**
 * POST /api/login: the spec's credentials object, `{ email, password }`, or with a mobile number
 * (issue 40): `{ phone, password }`, or `{ phone, code, challengeId }` with a code sent by
 * POST /api/auth/login/phone/send-code and the challenge id it answered (issue 62). Without a
 * phone it reads exactly as the spec's.
 */
export const loginBodySchema = z
  .object({
    email: emailSchema.optional(),
    phone: mobileSchema.optional(),
    password: typedPassword.optional(),
    code: codeSchema.optional(),
    challengeId: challengeIdSchema.optional(),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (body.phone === undefined) {
      // The spec's sign-in, with its messages.
      if (body.email === undefined) problem('email', msg('validation.emailRequired'));
      if (body.password === undefined) problem('password', msg('validation.passwordRequired'));
      if (body.code !== undefined) problem('code', msg('validation.invalidInput'));
      if (body.challengeId !== undefined) problem('challengeId', msg('validation.invalidInput'));
      return;
    }
    if (body.email !== undefined) problem('email', msg('validation.invalidInput'));
    // A number signs in with its password or with a code, one of the two.
    if (body.password === undefined && body.code === undefined) problem('password', msg('validation.passwordRequired'));
    if (body.password !== undefined && body.code !== undefined) problem('code', msg('validation.invalidInput'));
    if (body.code !== undefined && body.challengeId === undefined)
      problem('challengeId', msg('validation.codeChallengeMissing'));
  });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({ success: z.literal(true), userToken: z.string() });

// ── Registration: email → code → verified → profile completed ───────────────────────────
/** POST /api/auth/register/send-code (also used to resend). */
export const registerSendCodeBodySchema = z.object({
  email: emailSchema,
  /** A registration token this browser already holds: if still valid for the email, skip ahead. */
  registrationToken: token.optional(),
});
export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The email was verified already: go straight to completing the profile. */
  alreadyVerified: z.boolean(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
  /**
   * An SMS code's challenge id (issue 62): the call that verifies the code must carry it. Always
   * there when a code was made (for a sign-in or reset code, whether or not the number has an
   * account); absent for an email's code and when `alreadyVerified` made none.
   */
  challengeId: z.string().optional(),
});

/** POST /api/auth/register/verify-code */
export const verifyCodeBodySchema = z.object({ email: emailSchema, code: codeSchema });

// ── A mobile number proven by an SMS code (issue 40, ADR 046) ───────────────────────────
/**
 * POST /api/auth/register/phone/send-code (also resends): an SMS code to a number that has no
 * account yet. The answer is `codeSentResponseSchema`'s.
 */
export const phoneRegisterSendCodeBodySchema = z.object({
  phone: mobileSchema,
  registrationToken: token.optional(),
});
/**
 * POST /api/auth/register/phone/verify-code → a registration token (as for an email), then
 * POST /api/auth/register/complete makes the account with that number, proven, and no email.
 * Also POST /api/auth/password/phone/verify-code → a reset token.
 */
export const phoneCodeBodySchema = z.object({ phone: mobileSchema, code: codeSchema, challengeId: challengeIdSchema });
/**
 * POST /api/profile/phone/send-code: a code to prove a number the signed-in member holds (issue
 * 40), for their account or a post's contact number. The answer is `codeSentResponseSchema`'s,
 * `alreadyVerified` without an SMS when the member has proven the number before.
 */
export const provePhoneSendCodeBodySchema = z.object({
  phone: mobileSchema,
  /** For the account's own number: one another account signs in with is refused (409) before any SMS. */
  account: z.boolean().optional(),
});
/**
 * POST /api/profile/phone/verify: the code proves the number, which joins the member's verified
 * numbers. With `account` (or when it is the account's number already, or it has none) it becomes
 * the account's number, proven: a number another account signs in with is refused (409).
 */
export const provePhoneBodySchema = z.object({
  phone: mobileSchema,
  code: codeSchema,
  /** The challenge id the send-code call answered this member (issue 62): the code proves the number for them only. */
  challengeId: challengeIdSchema,
  account: z.boolean().optional(),
});

/**
 * POST /api/profile/email/send-code: an account made with a mobile number adds an email later
 * (issue 40): a code is mailed to it. The answer is `codeSentResponseSchema`'s. An email another
 * account has is refused (409), as registration refuses it.
 */
export const addEmailSendCodeBodySchema = z.object({ email: emailSchema });
/** POST /api/profile/email/verify: the mailed code adds the email to the account → the fresh UserData. */
export const addEmailBodySchema = z.object({ email: emailSchema, code: codeSchema });

/**
 * POST /api/auth/login/phone/send-code and POST /api/auth/password/phone/forgot: a code to sign in
 * or to reset the password. The same answer whether or not the number has an account.
 */
export const phoneBodySchema = z.object({ phone: mobileSchema });
export const registrationVerifiedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  registrationToken: z.string(),
});

/** POST /api/auth/register/complete */
export const completeRegistrationBodySchema = z
  .object({
    registrationToken: token,
    name: nameSchema,
    /** For a registration by mobile number, the proven number is the account's whatever is sent here. */
    phone: phoneSchema,
    gender: genderSchema,
    birthDate: birthDateSchema,
    occupation: optionalText(60, 'validation.occupationTooLong'),
    address: addressSchema.optional(),
    password: passwordSchema,
    confirmPassword,
  })
  .refine(...passwordsMatch);
export const registeredResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userToken: z.string(),
});

// ── Password reset: email → code (or the mailed link) → new password ────────────────────
/** POST /api/auth/password/forgot (also used to resend). Same answer whether or not the email has an account. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/** POST /api/auth/password/verify-code → a reset token, as the mailed link carries. */
export const resetTokenResponseSchema = z.object({ success: z.literal(true), resetToken: z.string() });
/**
 * A reset token (the mailed link's, or the one a verified code gives): one that cannot even be
 * one is refused with the spec's words (§8, 'Invalid reset code. Please try again.'), not the
 * generic invalid-input message (issue 62).
 */
export const resetTokenSchema = z
  .string({ error: msg('errors.resetCodeInvalid') })
  .trim()
  .min(16, { error: msg('errors.resetCodeInvalid') })
  .max(200, { error: msg('errors.resetCodeInvalid') });
/**
 * POST /api/auth/password/reset/check: whether a reset link still works, before the reader types
 * a new password. Answers `{ success: true }` or the reset errors; never whose account it is.
 */
export const resetTokenCheckBodySchema = z.object({ resetToken: resetTokenSchema });
/** POST /api/auth/password/reset */
export const resetPasswordBodySchema = z
  .object({ resetToken: resetTokenSchema, password: passwordSchema, confirmPassword })
  .refine(...passwordsMatch);

// ── The signed-in user ──────────────────────────────────────────────────────────────────
export const ACCOUNT_STATUSES = ['normal', 'suspended', 'Disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ROLES = ['user', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Privacy switches (spec §3, Settings): what other people may see. */
export const settingsSchema = z.object({
  showEmail: z.boolean({ error: msg('validation.invalidInput') }),
  showPhone: z.boolean({ error: msg('validation.invalidInput') }),
  showAddress: z.boolean({ error: msg('validation.invalidInput') }),
  birthDate: z.boolean({ error: msg('validation.invalidInput') }),
  /** Whether a reply to the member's blog comment reaches their inbox and live channel (issue 16). */
  notifyReplies: z.boolean({ error: msg('validation.invalidInput') }),
  /** Whether a price drop of a saved post is also mailed; the inbox is told either way (issue 19). */
  mailPriceDrops: z.boolean({ error: msg('validation.invalidInput') }),
});
export type Settings = z.infer<typeof settingsSchema>;
/** PUT /api/profile/updateSettings: a client that does not know the notice switches yet leaves them as they are. */
export const settingsUpdateSchema = settingsSchema.partial({ notifyReplies: true, mailPriceDrops: true });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const userDataSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null for an account made with a mobile number only (issue 40): the phone stands where an email would. */
  email: z.string().nullable(),
  proPic: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** With status 'suspended': until when (ISO), or null for indefinitely. */
  suspendedUntil: z.string().nullable(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  /** Whether `phone` was proven by an SMS code (issue 40): a changed number is unproven again. */
  phoneVerified: z.boolean(),
  /**
   * Every number the member has proven by an SMS code (issue 40), the account's own among them
   * once proven: a post's primary contact number must be one of these.
   */
  verifiedPhones: z.array(z.string()),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  bio: z.string().nullable(),
  occupation: z.string().nullable(),
  address: z
    .object({ division: z.string(), district: z.string(), subDistrict: z.string(), more: z.string().nullable() })
    .nullable(),
  joinDate: z.string(),
  /** When the name may be changed again (ISO), or null when it may be changed now. */
  nameChangeAvailableAt: z.string().nullable(),
  settings: settingsSchema,
  /**
   * The dashboard's numbers: every post, by type, those waiting for support's approval, and those
   * hidden from visitors (rejected: a pending post is waiting, not hidden; issue 64).
   */
  counts: z.object({
    listing: z.number(),
    sell: z.number(),
    rent: z.number(),
    pending: z.number(),
    hidden: z.number(),
  }),
  userToken: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** GET /api/profile */
export const profileResponseSchema = z.object({ success: z.literal(true), userData: userDataSchema });

/** PUT /api/profile/update */
export const updateProfileBodySchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  gender: genderSchema,
  birthDate: birthDateSchema,
  bio: optionalText(300, 'validation.bioTooLong'),
  occupation: optionalText(60, 'validation.occupationTooLong'),
  address: addressSchema.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** DELETE /api/profile — the password confirms it is really the owner. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: msg('validation.passwordRequired') })
    .min(1, { error: msg('validation.passwordRequired') })
    .max(128),
});

/** GET /api/profile/getSettings and PUT /api/profile/updateSettings (spec §7). */
export const settingsResponseSchema = z.object({ success: z.literal(true), settings: settingsSchema });

/** GET /api/users/{id}: what anyone may see of a member; hidden fields are not sent at all. */
export const publicProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  proPic: z.string().nullable(),
  joinDate: z.string(),
  bio: z.string().nullable(),
  occupation: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  /** With `phone`: whether the member proved it by an SMS code (issue 40), shown as "Number verified". */
  phoneVerified: z.boolean().optional(),
  address: userDataSchema.shape.address.optional(),
  birthDate: z.string().nullable().optional(),
});
export const publicProfileResponseSchema = z.object({ success: z.literal(true), profile: publicProfileSchema });

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** PUT /api/profile/language: the language the member uses, for their notifications and mails. */
export const languageBodySchema = z.object({ language: choice(LANGUAGES) });
