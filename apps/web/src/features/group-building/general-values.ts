import { interestBodySchema, type MessageKey } from '@ghorbari/contracts';

/** The general interest form under the offers (spec §2, issue 31): a division, a place and a phone. */
export interface GeneralValues {
  division: string;
  location: string;
  phone: string;
}
export type BoxField = keyof GeneralValues;
export const BOX_FIELDS: readonly BoxField[] = ['division', 'location', 'phone'];

/**
 * The problems of the fields this box holds, by the contracts' own interest rules (the name and
 * occupation are asked next, in the modal, so theirs are left out).
 */
export function generalProblems(values: GeneralValues): Partial<Record<BoxField, MessageKey>> {
  const result = interestBodySchema.safeParse({
    name: '',
    occupation: '',
    phone: values.phone,
    division: values.division || undefined,
    location: values.location,
  });
  const problems: Partial<Record<BoxField, MessageKey>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = BOX_FIELDS.find((name) => issue.path[0] === name);
    if (field && !problems[field]) problems[field] = issue.message as MessageKey;
  }
  return problems;
}
