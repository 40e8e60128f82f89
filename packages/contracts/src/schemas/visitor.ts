import { z } from 'zod';
import { DEVICE_TYPES, MONTHS } from '../enums.ts';
import { msg } from '../messages.ts';

/** `POST /api/dvd`: one visit, sent once on app load without a token (spec §7). */
export const visitorRecordSchema = z.strictObject(
  {
    month: z.enum(MONTHS, { error: msg('validation.monthInvalid') }),
    deviceType: z.enum(DEVICE_TYPES, { error: msg('validation.deviceTypeInvalid') }),
  },
  { error: msg('validation.invalidInput') },
);
export type VisitorRecordInput = z.infer<typeof visitorRecordSchema>;

export const successSchema = z.object({ success: z.literal(true) });

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
