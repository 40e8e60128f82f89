import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDirFile } from './data-dir-file.ts';

/**
 * The server of the browser tests has no SMTP: it writes every mail as an .eml file to
 * DATA_DIR/outbox, and e2e/serve.ts writes DATA_DIR where `dataDirFile` says.
 */
function outbox(): string {
  return path.join(readFileSync(dataDirFile(), 'utf8').trim(), 'outbox');
}

/** The text/plain part of a MIME mail, decoded (quoted-printable or base64). */
export function plainText(eml: string): string {
  const part = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(
    eml,
  );
  if (!part) return eml;
  const [, encoding = '', body = ''] = part;
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The 6-digit code of the newest mail sent to `email`, waiting for it to arrive. */
export async function latestCode(email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox())
            .filter((file) => file.endsWith('.eml'))
            .sort();
        } catch {
          return '';
        }
        const mails = files.map((file) => readFileSync(path.join(outbox(), file), 'utf8'));
        const mine = mails.filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
        if (mine.length <= after) return '';
        code = /^\s*(\d{6})\s*$/m.exec(plainText(mine[mine.length - 1]!))?.[1] ?? '';
        return code;
      },
      { message: `a code mail to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many mails went to `email` so far (to wait for the next one). */
export function mailCount(email: string): number {
  try {
    return readdirSync(outbox())
      .filter((file) => file.endsWith('.eml'))
      .filter((file) => readFileSync(path.join(outbox(), file), 'utf8').includes(`To: ${email}`)).length;
  } catch {
    return 0;
  }
}
