import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process; mails land in `mails`. */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The newest mail to the address after the first `after`, waiting for it (10 s at most) if needed. */
  async function mailTo(address: string, after = 0): Promise<ReceivedMail> {
    const find = () =>
      mails
        .slice(after)
        .reverse()
        .find((mail) => mail.to.includes(address));
    const found = find();
    if (found) return found;
    return new Promise<ReceivedMail>((resolve, reject) => {
      let waiting = true;
      const check = () => {
        if (!waiting) return;
        const arrived = find();
        if (!arrived) return void waiters.push(check);
        waiting = false;
        clearTimeout(timer);
        resolve(arrived);
      };
      const timer = setTimeout(() => {
        waiting = false;
        reject(new Error(`no mail to ${address}`));
      }, 10_000);
      waiters.push(check);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** The 6-digit code in a mail (the first one in its text). */
export function codeIn(mail: ReceivedMail): string {
  const match = /(?:^|\n)(\d{6})\r?\n/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
}

export function resetLinkIn(mail: ReceivedMail): string {
  const match = /\/ResetPassword\/([A-Za-z0-9_-]{20,})/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no reset link in mail');
  return match[1];
}

/** The mail's plain-text part, quoted-printable decoded (UTF-8). */
export function textOf(mail: ReceivedMail): string {
  const soft = mail.raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}
