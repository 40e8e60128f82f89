/**
 * Screenshots of pages at phone (390×844) and desktop (1366×768) sizes in both languages, for
 * a person to look at. Not a test. Usage:
 *   node --import tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots / /faq /nope
 * SHOT_TOKEN=<userToken> takes them signed in (e.g. the /admin pages); FULL=1 whole pages.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';

const [base = 'http://localhost:3000', outDir = 'screenshots', ...routes] = process.argv.slice(2);
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
await mkdir(outDir, { recursive: true });
for (const lng of ['bn', 'en'] as const) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([language, token]) => {
        localStorage.setItem('lng', language ?? 'bn');
        if (token) localStorage.setItem('userToken', token);
      },
      [lng, process.env.SHOT_TOKEN ?? ''] as const,
    );
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`[console ${lng} ${sizeName}] ${message.text()}`);
    });
    for (const route of routes.length ? routes : ['/']) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = `${route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${lng}-${sizeName}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === '1' });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
