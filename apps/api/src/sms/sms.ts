import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { OWNER_DIR_MODE, OWNER_FILE_MODE } from '../owner-only.ts';
import { createSmppSender, type SmsReceipt } from './smpp-sender.ts';
import { parseSmppUrl } from './smpp-url.ts';
import { encodeSmsText, toInternational } from './sms-text.ts';

export { readReceipt, SmppStatusError, type SmsReceipt } from './smpp-sender.ts';
export { parseSmppUrl, type SmppAddress, type SmppTarget } from './smpp-url.ts';
export { DATA_CODING_GSM, DATA_CODING_UCS2, encodeSmsText, toInternational, type EncodedText } from './sms-text.ts';

export interface Sms {
  /** A Bangladeshi mobile number in local form, 11 digits: "01712987654". */
  to: string;
  text: string;
}

export interface SmsSender {
  /**
   * Sends (or writes to the outbox); resolves with the message id the SMSC gave (or the outbox
   * file's id). Rejects when it could not be sent: a number not in local form, an empty text, an
   * SMSC out of reach or one that answered with an error (`SmppStatusError`, carrying its status).
   */
  send(sms: Sms): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface SmsSenderOptions {
  /** SMS_URL: `smpp://system_id:password@host:port?source=Ghorbari` (or `smpps://`); unset, the outbox. */
  smsUrl: string | undefined;
  /** DATA_DIR: without SMS_URL, SMS are written to DATA_DIR/sms-outbox. */
  dataDir: string;
  /** Never given the text (it holds a code): the number, the message id and the file are logged. */
  log: FastifyBaseLogger;
  /** Called when the SMSC sends a delivery receipt (deliver_sm with esm_class receipt bit): record it. */
  onReceipt?: (receipt: SmsReceipt) => void;
}

/**
 * SMS for accounts by mobile number (issue 40): over SMPP to SMS_URL's SMSC; without it, every
 * SMS is written as a text file to DATA_DIR/sms-outbox, so `npm start` works on a fresh machine
 * and a local user can read their code there.
 */
export function createSmsSender({ smsUrl, dataDir, log, onReceipt }: SmsSenderOptions): SmsSender {
  if (smsUrl) return createSmppSender(parseSmppUrl(smsUrl), { log, onReceipt });
  const outbox = path.join(dataDir, 'sms-outbox');
  return {
    async send(sms) {
      // The same checks as over SMPP, so a mistake shows on a developer's machine too.
      toInternational(sms.to);
      encodeSmsText(sms.text);
      await mkdir(outbox, { recursive: true, mode: OWNER_DIR_MODE });
      const messageId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`;
      const file = path.join(outbox, messageId);
      const content = `To: ${sms.to}\nDate: ${new Date().toISOString()}\n\n${sms.text}\n`;
      await writeFile(file, content, { mode: OWNER_FILE_MODE, flag: 'wx' });
      log.info({ to: sms.to, messageId, file }, 'SMS written to the outbox (SMS_URL is not set)');
      return { messageId };
    },
    close: async () => undefined,
  };
}
