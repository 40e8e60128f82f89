import { asciiDigitsOf } from '@ghorbari/contracts';

/**
 * Bengali keyboards on phones type ০–৯. Codes and phone numbers are checked as ASCII digits, so
 * what the reader typed is converted first rather than refused. Only for fields that hold a
 * number: free text (a title, a street) keeps the digits it was written with (issue 12).
 */
export const asciiDigits = (value: unknown): unknown => (typeof value === 'string' ? asciiDigitsOf(value) : value);
