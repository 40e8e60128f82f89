import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright's own browser download does not work on our machines). The
 * flags keep it from reaching for the network it does not have.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium (npm test does this as root).');
  return found;
}
