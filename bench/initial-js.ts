import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { kb } from './budget.ts';

export const INITIAL_JS_BUDGET_KB = 140;

/**
 * The code the Bengali home page needs to become live: every script response until the app has
 * hydrated the page (html[data-app-ready]; the heading is already in the server's HTML), gzipped
 * as the server would send it over mobile data. (Code loaded when the browser is idle afterwards,
 * such as the toast area, is not counted.)
 */
export async function homeInitialJs(baseUrl: string): Promise<{ files: string[]; gzipKb: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(baseUrl);
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    const shown = [...scripts];
    // The body as the page received it, decoded: the same bytes as the built file.
    const sizes = await Promise.all(shown.map(async (response) => gzipSync(await response.body()).length));
    const files = shown.map((response) => new URL(response.url()).pathname);
    files.forEach((file, i) => console.log(`  ${file}: ${kb(sizes[i]!)}`));
    return { files, gzipKb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
  } finally {
    await browser.close();
  }
}
