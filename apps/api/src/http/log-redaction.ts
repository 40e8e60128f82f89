import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in a URL, taken out before the URL is logged (issue 28): the reset link's
 * token is the path's last part, and anyone who reads it in a log could set the password.
 */
const SECRET_PATH = /^(\/ResetPassword\/)[^/?#]+/i;
/** Query parameters that would carry a secret, should a link ever put one there. */
const SECRET_PARAM = /([?&](?:token|code|resetToken|registrationToken|userToken|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_PARAM, '$1[redacted]');
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
