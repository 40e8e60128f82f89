/**
 * What a fresh machine lacks, installed on demand: npm packages, and Debian's Chromium for
 * the browser tests (Playwright's own browser download does not work on our machines) with the
 * Bengali font a phone has.
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
/** Debian's Noto Sans Bengali (fonts-noto-core): what an Android phone draws Bengali with (ADR 066). */
const BENGALI_FONT = '/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Debian packages installed as root (`what` names them in the messages); false when apt failed. */
function aptInstall(packages, what) {
  if (!isRoot()) {
    console.error(`${what} is needed. Install it with: sudo apt-get install -y ${packages}`);
    return false;
  }
  console.log(`Installing ${what} from Debian (apt-get install ${packages})…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
    return true;
  } catch {
    console.error(`Installing ${what} failed; install it with: apt-get install -y ${packages}`);
    return false;
  }
}

/**
 * The Bengali font a phone has, installed beside Chromium when missing (as root; best effort). The
 * pages count on the reader's own Noto Sans Bengali (ADR 066): without it, Chromium fetches the web
 * font, draws the page first in a face that cannot show Bengali and lays it out again, and the
 * bench's layout shift and blocking time measure this machine, not the page.
 */
export function ensureBengaliFont() {
  if (existsSync(BENGALI_FONT)) return true;
  aptInstall('fonts-noto-core', 'the Bengali font a phone has (Noto Sans Bengali)');
  return existsSync(BENGALI_FONT);
}

/** True when Chromium is there (installing it with apt as root); false with a message otherwise. */
export function ensureChromium() {
  const found = () =>
    (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) ||
    CHROMIUM.some((candidate) => existsSync(candidate));
  if (!found() && !aptInstall('chromium', 'Chromium, for the browser tests,')) return false;
  ensureBengaliFont();
  return Boolean(found());
}
