/**
 * How an SMS's text and number go over SMPP (issue 40): the GSM 7-bit alphabet when every
 * character has a place in it, else UCS-2 — which every Bengali text needs.
 */

/** SMPP data_coding: the SMSC's default alphabet (GSM 03.38), and UCS-2. */
export const DATA_CODING_GSM = 0;
export const DATA_CODING_UCS2 = 8;

/** What fits in one SMS: 160 GSM septets or 70 UCS-2 characters (140 octets). */
const GSM_SEGMENT = 160;
const UCS2_SEGMENT = 70;

/** GSM 03.38's basic set, in code order. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1BÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: each takes two septets, the escape and its code. */
const GSM_EXTENSION: Record<string, number> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};

const GSM_ESCAPE = 0x1b;

/** Each character's code; the escape (27) leads to the extension table and is no character of its own. */
const gsmCodes = new Map(
  [...GSM_BASIC].map((char, code): [string, number] => [char, code]).filter(([, code]) => code !== GSM_ESCAPE),
);

export interface EncodedText {
  dataCoding: typeof DATA_CODING_GSM | typeof DATA_CODING_UCS2;
  /** The text as the SMSC takes it: GSM septets one to an octet (unpacked), or UTF-16 big-endian. */
  octets: Buffer;
  /** Whether it fits in one SMS; a longer one goes in the message_payload TLV (ADR 046). */
  fitsOneSegment: boolean;
}

/** The text in GSM 7-bit when it can be, else UCS-2. */
export function encodeSmsText(text: string): EncodedText {
  if (text === '') throw new Error('An SMS needs a text');
  const septets = gsmSeptets(text);
  if (septets) {
    return { dataCoding: DATA_CODING_GSM, octets: septets, fitsOneSegment: septets.length <= GSM_SEGMENT };
  }
  // UTF-16 big-endian: characters outside the BMP (emoji) go as surrogate pairs, which phones show.
  const octets = Buffer.from(text, 'utf16le').swap16();
  return { dataCoding: DATA_CODING_UCS2, octets, fitsOneSegment: text.length <= UCS2_SEGMENT };
}

/** The text's GSM septets, or undefined when one of its characters has no place in the alphabet. */
function gsmSeptets(text: string): Buffer | undefined {
  const septets: number[] = [];
  for (const char of text) {
    const code = gsmCodes.get(char);
    const extended = GSM_EXTENSION[char];
    if (code !== undefined) septets.push(code);
    else if (extended !== undefined) septets.push(GSM_ESCAPE, extended);
    else return undefined;
  }
  return Buffer.from(septets);
}

/** A Bangladeshi mobile number in its local form: 01, an operator digit 3–9, eight more digits. */
const LOCAL_MOBILE = /^01[3-9]\d{8}$/;

/**
 * The number as an SMSC routes it: international without the plus (TON 1, NPI 1), so
 * "01712987654" becomes "8801712987654". Anything but a local mobile number is refused, so a
 * caller's mistake shows at once rather than as an SMS to nowhere.
 */
export function toInternational(localMobile: string): string {
  if (!LOCAL_MOBILE.test(localMobile)) {
    throw new Error('An SMS goes to a Bangladeshi mobile number in local form (11 digits, 01…)');
  }
  return `88${localMobile}`;
}
