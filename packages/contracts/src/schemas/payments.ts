import { z } from 'zod';
import { PAID_PACKAGES, PAYMENT_METHODS, type PaymentMethod } from '../enums.ts';
import { PAID_PACKAGE_TERMS, PAYMENT_LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { asciiDigitsOf, plainNumberText } from '../number-text.ts';

/**
 * The payment record of a paid post (issue 41, ADR 049): how it was paid, how much, for which
 * package, and the TrxID, which pays for one post only per method.
 */

/**
 * A TrxID (or a cash receipt number) in the one form it is stored and compared in: Bengali
 * digits as ASCII, trimmed, upper-cased — so " 8n7x2q৫ " and "8N7X2Q5" are one TrxID.
 */
export const normalTrxId = (typed: string): string => asciiDigitsOf(typed).trim().toUpperCase();

/** Letters, digits, and the dashes and slashes of bank and receipt numbers; no spaces inside. */
const TRX_ID_PATTERN = new RegExp(
  `^[A-Z0-9][A-Z0-9/-]{${PAYMENT_LIMITS.trxId.minLength - 1},${PAYMENT_LIMITS.trxId.maxLength - 1}}$`,
);

/** Cash may come without a receipt number; every other method has a TrxID. */
export const trxIdRequired = (method: PaymentMethod): boolean => method !== 'cash';

/** POST /api/admin/posts/:postId/payment: support confirms a paid post's payment. */
export const confirmPaymentBodySchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: msg('validation.paymentMethodRequired') }),
    amountTaka: z.preprocess(
      plainNumberText,
      z.coerce
        .number({ error: msg('validation.paymentAmountInvalid') })
        .int({ error: msg('validation.paymentAmountInvalid') })
        .min(1, { error: msg('validation.paymentAmountInvalid') })
        .max(PAYMENT_LIMITS.maxAmountTaka, { error: msg('validation.paymentAmountInvalid') }),
    ),
    package: z.enum(PAID_PACKAGES, { error: msg('validation.paidPackageRequired') }),
    /** Empty for cash without a receipt number. */
    trxId: z
      .string({ error: msg('validation.trxIdInvalid') })
      .max(PAYMENT_LIMITS.trxId.maxLength * 2, { error: msg('validation.trxIdInvalid') })
      .transform(normalTrxId)
      .optional(),
  })
  .superRefine((body, context) => {
    const trxId = body.trxId ?? '';
    if (trxId === '' && trxIdRequired(body.method))
      context.addIssue({ code: 'custom', path: ['trxId'], message: msg('validation.trxIdRequired') });
    else if (trxId !== '' && !TRX_ID_PATTERN.test(trxId))
      context.addIssue({ code: 'custom', path: ['trxId'], message: msg('validation.trxIdInvalid') });
    if (body.amountTaka < PAID_PACKAGE_TERMS[body.package].priceTaka)
      context.addIssue({ code: 'custom', path: ['amountTaka'], message: msg('validation.paymentBelowPrice') });
  });
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/** A confirmed payment as support and the post's owner see it. */
export const paidRecordSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amountTaka: z.number().int(),
  package: z.enum(PAID_PACKAGES),
  /** Null for cash taken without a receipt number. */
  trxId: z.string().nullable(),
  confirmedAt: z.string(),
  /** The end of the package's days, counted from the confirmation. */
  featuredUntil: z.string(),
});
export type PaidRecord = z.infer<typeof paidRecordSchema>;
