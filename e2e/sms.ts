import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { bengaliDigits } from './digits.ts';

/**
 * The server of the browser tests sends no SMS (issue 40): it writes each one as a text file to
 * DATA_DIR/sms-outbox, a line `To: 01XXXXXXXXX` and then the message with its code. Several test
 * servers may run on this machine, each with its own data folder (e2e/serve.ts), so every one is
 * searched, as e2e/members.ts does for mails: the numbers the tests use are unique.
 */
function outboxes(): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith('ghorbari-e2e-'))
    .map((name) => path.join(tmpdir(), name, 'sms-outbox'));
}

/**
 * The kernel stamps files with a clock that may run a few milliseconds behind `Date.now()`: a file
 * written just after `since` can carry a slightly earlier time.
 */
const CLOCK_SLACK_MS = 100;

/** The texts of the SMS files to `phone` (01…) written since `since` (ms), oldest first. */
function textsTo(phone: string, since: number): string[] {
  const addressed = new RegExp(`^To: ${phone}$`, 'm');
  const written: { file: string; at: number }[] = [];
  for (const outbox of outboxes()) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith('.txt'));
    } catch {
      continue;
    }
    for (const file of files) {
      const at = statSync(path.join(outbox, file)).mtimeMs;
      if (at >= since - CLOCK_SLACK_MS) written.push({ file: path.join(outbox, file), at });
    }
  }
  return written
    .sort((a, b) => a.at - b.at)
    .map(({ file }) => readFileSync(file, 'utf8'))
    .filter((text) => addressed.test(text));
}

/**
 * The message of the newest SMS to `phone` (01…) written since `since`, without its address line,
 * waiting for it to arrive: for a text that is not a 6-digit code (a firm's review code, issue 64).
 */
export async function smsText(phone: string, since: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        text = (textsTo(phone, since).at(-1) ?? '').replace(/^[\s\S]*?\n\n/, '').trim();
        return text;
      },
      { message: `an SMS to ${phone}`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

/**
 * The 6-digit code of the newest SMS to `phone` (01…) written since `since` (take `Date.now()`
 * just before the tap that sends it), waiting for it to arrive.
 */
export async function smsCode(phone: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const text = textsTo(phone, since).at(-1) ?? '';
        // The code is the message's: the address line is left out of the search.
        code = /\b(\d{6})\b/.exec(text.replace(/^To: .*$/m, ''))?.[1] ?? '';
        return code;
      },
      { message: `an SMS code to ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A mobile number no test has used: 01, an operator digit 3–9, and eight random digits. */
export function freshMobileNumber(): string {
  const operator = 3 + Math.floor(Math.random() * 7);
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `01${operator}${rest}`;
}

/** The number as a Bengali reader may type it: "+৮৮০ ১৭১২-৯৮৭৬৫৪". */
export function typedInBengali(phone: string): string {
  return `+${bengaliDigits('880')} ${bengaliDigits(phone.slice(1, 5))}-${bengaliDigits(phone.slice(5))}`;
}
