import type { Browser, Page } from '@playwright/test';
import { open, signInAs } from './fixtures.ts';

/** A page in a browser context of its own, signed in, in English on a wide screen (as staff work). */
export async function widePage(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInAs(page, token, 'en');
  await open(page, path);
  return page;
}
