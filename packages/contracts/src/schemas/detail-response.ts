import { z } from 'zod';

/**
 * The reply of a public listing's page (a post, a group offer, a design firm): the listing under
 * its own key, and the reader's saved item id for it (null when not saved or signed out), so the
 * page shows its save button in the right state.
 */
export const detailResponseSchema = <K extends string, S extends z.ZodType>(key: K, listing: S) =>
  z.object({
    success: z.literal(true),
    ...({ [key]: listing } as { [P in K]: S }),
    savedId: z.string().nullable(),
  });
