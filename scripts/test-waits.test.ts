import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findWaits, findWaitsInTree, testFiles } from './test-waits.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const kinds = (text: string) => findWaits('planted.spec.ts', text).map((finding) => finding.kind);

describe('the test tree waits for the app, not the clock (issue 45)', () => {
  it('holds no fixed sleep, elapsed-time assertion or check that quietly does nothing', () => {
    expect(findWaitsInTree(root)).toEqual([]);
  });

  it('reads the whole test tree: API, web, packages, browser, bench and scripts', () => {
    const files = testFiles(root);
    expect(files.length).toBeGreaterThan(300);
    for (const file of [
      'apps/api/test/live.test.ts',
      'apps/api/test/smtp.ts',
      'apps/api/src/modules/posts/answer-cache.test.ts',
      'apps/web/src/features/posting/post-form.test.tsx',
      'apps/web/src/test/setup.ts',
      'e2e/chrome.spec.ts',
      'e2e/fixtures.ts',
      'bench/search-relevance-set.test.ts',
    ])
      expect(files).toContain(file);
    expect(files.filter((file) => file.startsWith('packages/')).length).toBeGreaterThan(0);
  });

  it('finds fixed sleeps', () => {
    expect(kinds('    await new Promise((resolve) => setTimeout(resolve, 300));')).toEqual(['sleep']);
    expect(kinds('  const settled = () => new Promise((r) => setTimeout(r, 50));')).toEqual(['sleep']);
    expect(kinds('    await page.waitForTimeout(1500);')).toEqual(['sleep']);
    expect(kinds('await new Promise((done) => setTimeout(() => done(true), 200));')).toEqual(['sleep']);
    expect(kinds('  await sleep(250);')).toEqual(['sleep']);
    expect(kinds('  await delay(1_000);')).toEqual(['sleep']);
    expect(kinds('    if (due > 0) await sleep(due);')).toEqual(['sleep']);
    expect(kinds("import { setTimeout as wait } from 'node:timers/promises';")).toEqual(['sleep']);
    expect(kinds('  await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), 1000);')).toEqual([
      'sleep',
    ]);
  });

  it('finds elapsed-time assertions', () => {
    expect(kinds('      const start = performance.now();')).toEqual(['elapsed']);
    expect(kinds('    expect(Date.now() - started).toBeGreaterThanOrEqual(700);')).toEqual(['elapsed']);
    expect(kinds('    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);')).toEqual(['elapsed']);
    expect(kinds('    expect(until.getTime() - Date.now()).toBeGreaterThan(14 * MINUTE);')).toEqual(['elapsed']);
    expect(kinds('const t0 = process.hrtime.bigint();')).toEqual(['elapsed']);
    const taken = ['    const started = Date.now();', '    await work();', '    const took = 1;'];
    expect(kinds([...taken, '    expect(Date.now() - started).toBeLessThan(8000);'].join('\n'))).toEqual(['elapsed']);
    expect(kinds([...taken, '    expect(finished - started).toBeLessThan(8000);'].join('\n'))).toEqual(['elapsed']);
  });

  it('finds checks that quietly do nothing when an element is missing', () => {
    expect(kinds('    if (await dialog.isVisible()) await dialog.click();')).toEqual(['conditional']);
    expect(kinds("    if (await page.getByRole('button', { name: 'Next' }).isVisible()) {")).toEqual(['conditional']);
    expect(kinds('    if ((await english.count()) > 0) await expect(english.first()).toBeVisible();')).toEqual([
      'conditional',
    ]);
    expect(kinds('      if ((await next.count()) === 0) break;')).toEqual(['conditional']);
    expect(kinds('    const open = (await menu.isVisible()) ? menu : button;')).toEqual(['conditional']);
    expect(kinds('    (await banner.count()) > 0 && (await banner.click());')).toEqual(['conditional']);
  });

  it('lets through time limits, the next turn, fake timers, stamps and waits on the page', () => {
    const fine = [
      "      setTimeout(() => reject(new Error('nothing arrived within 2 seconds')), 2000);",
      '      const timer = setTimeout(() => {',
      '  .evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(true), 0))))',
      '    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);',
      '    const before = Date.now();',
      '    expect(Date.parse(article.publishedAt)).toBeGreaterThanOrEqual(before);',
      '    postRow(ownerId, { approvedAt: new Date(Date.now() - DAY) }),',
      '      expect(record.featuredUntil.getTime()).toBeGreaterThan(Date.now() - 3_600_000);',
      '    const stamp = `${Date.now()}`;',
      '    expect(await dialog.isVisible()).toBe(true);',
      '    expect(await page.getByRole("article").count()).toBeGreaterThan(1);',
      '    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);',
      "    await expect(page.getByText('Saved')).toBeVisible();",
      '    // We used to await new Promise((resolve) => setTimeout(resolve, 300)) here.',
      '    await tx.execute(sql`select pg_sleep(0.2)`);',
      '    const next = backoff.delay(attempt);',
      '    test.setTimeout(90_000);',
    ];
    for (const line of fine) expect(kinds(line), line).toEqual([]);
  });

  it('lets a line through only with a reason on it', () => {
    const sleep = '  await page.waitForTimeout(1000);';
    expect(kinds(`${sleep} // sleep-ok: the restore timer of the page, set before this one, has fired`)).toEqual([]);
    expect(kinds(`${sleep} // sleep-ok:`)).toEqual(['sleep']);
    expect(kinds(`${sleep} // elapsed-ok: wrong kind of reason for a sleep`)).toEqual(['sleep']);
    expect(kinds('  if (await x.isVisible()) await x.click(); // conditional-ok: shown only to staff here')).toEqual(
      [],
    );
    expect(findWaits('a.spec.ts', `ok\n${sleep}`)).toEqual([
      { file: 'a.spec.ts', line: 2, kind: 'sleep', text: sleep.trim() },
    ]);
  });
});
