/**
 * Bengali keyboards on phones type ০–৯. Codes and phone numbers are checked as ASCII digits, so
 * what the reader typed is converted first rather than refused.
 */
export const asciiDigits = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)) : value;
