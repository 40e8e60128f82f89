import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { asciiDigitsOf, normalPhone } from '../number-text.ts';

/**
 * Field rules of spec §5. Every message is a message key (see `messages.ts`), translated by
 * whoever shows it: the API by the request's language, the web app by i18next.
 */

/** A district's or a sub-district's id in an address or a post's location (required). */
export const placeIdSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: msg('validation.fieldsRequired') })
    .max(max);

/**
 * 11 digits starting with 0 (spec §5, Phone), typed in Bengali or ASCII digits, with or without
 * +880, spaces or dashes: stored in one normal form, so numbers compare across posts (issue 18).
 */
export const phoneSchema = z
  .string({ error: msg('validation.phoneInvalid') })
  .transform(normalPhone)
  .pipe(z.string().regex(/^0\d{10}$/, { error: msg('validation.phoneInvalid') }));

/**
 * A Bangladeshi mobile number (issue 40): read as people write it (01…, +880, 880, spaces,
 * dashes, Bengali digits) and kept as 11 digits starting 013–019, the form `phoneSchema` stores.
 */
export const MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const mobileSchema = z
  .string({ error: msg('validation.mobileInvalid') })
  .transform(normalPhone)
  .pipe(z.string().regex(MOBILE_PATTERN, { error: msg('validation.mobileInvalid') }));

/**
 * A name's word: letters (Bengali letters with their signs count), joined or ended by the marks
 * names carry here (issue 31): the dot of an abbreviation ("Md.", "মো.", "Dr.", "A.K.M."), a
 * hyphen ("Abu-Bakr"), an apostrophe ("O'Neil"). A word starts with a letter and never has two
 * marks in a row, so "--" or "..." is still refused.
 */
const NAME_WORD = "[\\p{L}\\p{M}]+(?:[.'’-][\\p{L}\\p{M}]+)*\\.?";
const NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD})*$`, 'u');

/** How many letters a name has: the spaces between its words and the marks in them do not count. */
const letterCount = (name: string) => name.match(/[\p{L}\p{M}]/gu)?.length ?? 0;

/**
 * A person's display name: not empty, at least 4 letters (spec §5: "at least 4 characters,
 * letters only", so "Ab C" is too short), letters only with the dots, hyphens and apostrophes of
 * names (Bengali letters with their vowel signs count), at most 4 words.
 */
export const nameSchema = z
  .string({ error: msg('validation.nameRequired') })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: msg('validation.nameRequired') })
      .refine((value) => letterCount(value) >= LIMITS.name.minLength, { error: msg('validation.nameTooShort') })
      .regex(NAME, { error: msg('validation.nameLettersOnly') })
      .refine((value) => value.split(' ').length <= LIMITS.name.maxWords, {
        error: msg('validation.nameTooManyWords'),
      }),
  );

export const emailSchema = z
  .string({ error: msg('validation.emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, { error: msg('validation.emailRequired') })
  .max(254, { error: msg('validation.emailInvalid') })
  .pipe(z.email({ error: msg('validation.emailInvalid') }));

export const passwordSchema = z
  .string({ error: msg('validation.passwordTooShort') })
  .min(LIMITS.password.minLength, { error: msg('validation.passwordTooShort') })
  .max(128, { error: msg('validation.invalidInput') });

/** A new password typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    error: msg('validation.passwordsMismatch'),
    path: ['confirmPassword'],
  });

/** Verification and reset codes: 6 digits. */
/** A 6-digit code, typed in Bengali or ASCII digits (a Bengali keyboard's number row, issue 40). */
export const codeSchema = z
  .string({ error: msg('validation.codeInvalid') })
  .trim()
  .transform(asciiDigitsOf)
  .pipe(z.string().regex(new RegExp(`^\\d{${LIMITS.code.digits}}$`), { error: msg('validation.codeInvalid') }));

/** Review text: required, 5 to 500 characters after trimming. */
export const reviewTextSchema = z
  .string({ error: msg('validation.reviewRequired') })
  .trim()
  .min(1, { error: msg('validation.reviewRequired') })
  .min(LIMITS.review.minLength, { error: msg('validation.reviewTooShort') })
  .max(LIMITS.review.maxLength, { error: msg('validation.reviewTooLong') });

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export const isoDateSchema = z.iso.date({ error: msg('validation.invalidInput') });

/**
 * Staff's own words on a decision the member reads (a hidden comment, a suspension, a call
 * note): needed, 5 to 500 characters.
 */
export const staffReasonSchema = z
  .string({ error: msg('validation.reasonRequired') })
  .trim()
  .min(5, { error: msg('validation.reasonRequired') })
  .max(500, { error: msg('validation.reasonTooLong') });

/**
 * Staff's note beside a choice (a rejection reason, a check, an outcome), up to 500 characters;
 * each body says itself when its choice needs one.
 */
export const staffNoteSchema = z
  .string()
  .trim()
  .max(500, { error: msg('validation.reasonTooLong') })
  .optional();
