/**
 * What `SMS_URL` says for an SMSC (issue 40, ADR 046):
 * `SMS_URL=smpp://system_id:password@host:port?source=Ghorbari`, or `smpps://…` over TLS.
 * The source is who the SMS is from: an alphanumeric sender ID the operator registered
 * (up to 11 letters or digits) or a number in international form.
 */
export interface SmppTarget {
  tls: boolean;
  host: string;
  port: number;
  systemId: string;
  password: string;
  source: SmppAddress;
}

/** An SMPP address with its type of number (TON) and numbering plan (NPI). */
export interface SmppAddress {
  addr: string;
  ton: number;
  npi: number;
}

/** Who the SMS is from when the URL does not say. */
const DEFAULT_SOURCE = 'Ghorbari';

/** An alphanumeric sender ID: GSM allows 11 characters, and at least one must be a letter. */
const ALPHANUMERIC_SOURCE = /^(?=.*[A-Za-z])[A-Za-z0-9 .-]{1,11}$/;
/** A number in international form (the plus may be left out), E.164's 15 digits at most. */
const NUMERIC_SOURCE = /^\+?\d{3,15}$/;

/** What an `smpp://` URL says; throws a message naming the problem (never the password). */
export function parseSmppUrl(smsUrl: string): SmppTarget {
  let url: URL;
  try {
    url = new URL(smsUrl);
  } catch {
    throw new Error('is not a URL');
  }
  if (url.protocol !== 'smpp:' && url.protocol !== 'smpps:') throw new Error('must start with smpp:// or smpps://');
  if (url.hostname === '') throw new Error('names no host (smpp://user:password@host:port)');
  if (url.port === '' || url.port === '0') throw new Error('names no port (smpp://user:password@host:port)');
  if (url.username === '') throw new Error('names no system_id (smpp://system_id:password@host:port)');
  const query = url.searchParams;
  const unknown = [...query.keys()].filter((name) => name !== 'source');
  if (unknown.length > 0) throw new Error(`has unknown options: ${unknown.join(', ')}`);
  return {
    tls: url.protocol === 'smpps:',
    // An IPv6 address comes bracketed in a URL; sockets want it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port),
    systemId: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    source: sourceAddress(query.get('source') ?? DEFAULT_SOURCE),
  };
}

/** An alphanumeric sender goes as TON 5 (alphanumeric), NPI 0; a number as TON 1 (international), NPI 1 (E.164). */
function sourceAddress(source: string): SmppAddress {
  if (NUMERIC_SOURCE.test(source)) return { addr: source.replace(/^\+/, ''), ton: 1, npi: 1 };
  if (ALPHANUMERIC_SOURCE.test(source)) return { addr: source, ton: 5, npi: 0 };
  throw new Error('source must be a sender ID of up to 11 letters and digits, or a number in international form');
}
