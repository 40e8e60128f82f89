import { localDigits, type Language } from '@ghorbari/contracts';

/** A post's, group offer's or design firm's number inside a text: S-202, R-2052, G-12, I-3. */
const LISTING_ID = /\b[SRGI]-\d{1,9}\b/g;

/**
 * The listing numbers in a text, in the reader's digits (issue 62): "(R-2052) অনুমোদিত হয়েছে"
 * reads "(R-২০৫২) অনুমোদিত হয়েছে", as the site shows numbers (spec §1). Applied as a notice is
 * shown or mailed, so notices stored before, with Latin digits, read the same way; the stored
 * text is left as it was. Other digits in the text are left as they are.
 */
export const listingIdsInDigits = (text: string, language: Language): string =>
  language === 'bn' ? text.replace(LISTING_ID, (id) => localDigits(id, 'bn')) : text;
