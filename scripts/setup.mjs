/**
 * What a fresh machine lacks, installed on demand: npm packages, and Debian's Chromium for
 * the browser tests (Playwright's own browser download does not work on our machines).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see above.');
    process.exit(1);
  }
}

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** True when Chromium is there (installing it with apt as root); false with a message otherwise. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return true;
  if (CHROMIUM.some((candidate) => existsSync(candidate))) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium is needed for the browser tests. Install it with: sudo apt-get install -y chromium');
    return false;
  }
  console.log('Installing Chromium from Debian (apt-get install chromium)…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    console.error('Installing Chromium failed; install it with: apt-get install -y chromium');
    return false;
  }
  return CHROMIUM.some((candidate) => existsSync(candidate));
}
