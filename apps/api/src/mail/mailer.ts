import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { OWNER_DIR_MODE, OWNER_FILE_MODE } from '../owner-only.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * nodemailer over SMTP_URL; without it, every mail is written as an .eml file to
 * DATA_DIR/outbox so a local user can still read their code. Only the subject and the file
 * are logged, never the code itself.
 */
export function createMailer({ smtpUrl, dataDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, textEncoding: 'quoted-printable', ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, textEncoding: 'quoted-printable', ...mail });
      await mkdir(outbox, { recursive: true, mode: OWNER_DIR_MODE });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: OWNER_FILE_MODE });
      log.info({ subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => undefined,
  };
}
