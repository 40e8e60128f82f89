import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in a URL, taken out before the URL is logged (issue 28): the reset link's
 * token is the path's last part, and anyone who reads it in a log could set the password.
 * The path is read as the site reads it (issue 39): percent-escapes undone ("/Reset%50assword"),
 * any case, doubled slashes, `;params` and a language prefix ("/en/ResetPassword/…") all reach
 * the reset page, so everything after its name goes, whatever the spelling.
 */
const RESET_SEGMENT = /^(.*?\/+resetpassword)(?=[;/?#]|$)(.*)$/is;
/** Query keys that would carry a secret, should a link ever put one there ("t", "access_token", "token[]"). */
const SECRET_KEY = /^(?:t|code|otp|jwt|password|passwd|secret|sig|signature|auth|key|api[-_]?key|.*token)$/i;

/** ASCII percent-escapes undone, as often as they nest ("%2550" → "%50" → "P"); other bytes kept. */
function asciiDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

function redactPath(path: string): string {
  const reset = RESET_SEGMENT.exec(asciiDecoded(path));
  return reset && reset[2] !== '' ? `${reset[1]}/[redacted]` : path;
}

function redactQuery(query: string): string {
  return query
    .split(/([&;#?])/)
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0) return part;
      // "token[]", "token[0]", "t%6Fken": the key as a server would read it.
      const key = asciiDecoded(part.slice(0, equals).replace(/\+/g, ' '))
        .replace(/\[[^\]]*\]/g, '')
        .trim();
      return SECRET_KEY.test(key) ? `${part.slice(0, equals)}=[redacted]` : part;
    })
    .join('');
}

/**
 * The URL with its secrets taken out. A query may start at a `?` or at a `#` (a client that puts
 * the fragment in the request line), and at either written as a percent-escape
 * (`/still-available%3Ftoken=…`, issue 62): whatever follows the first of them is read as a query.
 */
export function redactUrl(url: string): string {
  const mark = url.search(/[?#]/);
  const path = mark < 0 ? url : url.slice(0, mark);
  const rest = mark < 0 ? undefined : `${url[mark]}${redactQuery(url.slice(mark + 1))}`;
  const decoded = asciiDecoded(path);
  const hidden = decoded.search(/[?#]/);
  const shown =
    hidden < 0
      ? redactPath(path)
      : `${redactPath(decoded.slice(0, hidden))}${decoded[hidden]}${redactQuery(decoded.slice(hidden + 1))}`;
  return rest === undefined ? shown : `${shown}${rest}`;
}

/** pino's `req` as Fastify logs it by default, with the URL redacted and no headers. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
