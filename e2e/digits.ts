/**
 * Numbers as the pages write them (issue 62): Bengali digits in Bengali, IDs too (S-২১৯), and back
 * to the Latin digits the API and the addresses use.
 */
export const bengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

export const latinDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
