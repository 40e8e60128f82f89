// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyFullStylesheet, fetchFullStylesheet } from './full-stylesheet.ts';

const SHEET = '/assets/index-abc.css';

/** A fresh document with the link as the server renders it on a page of islands (apps/api/src/web/ssr.ts). */
function renderedPage(): { doc: Document; link: HTMLLinkElement } {
  const doc = document.implementation.createHTMLDocument('page');
  // Not rel="stylesheet" here: the test's DOM would try to fetch it; the rel plays no part.
  doc.head.innerHTML = `<link rel="x-sheet" crossorigin data-href="${SHEET}" media="print" data-deferred-css>`;
  return { doc, link: doc.head.querySelector('link')! };
}

/**
 * Whether a promise has settled once the work already queued has run (`Promise.all` over settled
 * promises takes a few microtasks), without waiting on a clock: a settled native promise given to
 * `Promise.race` first wins over a value given after it.
 */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  const pending = Symbol('pending');
  return (await Promise.race([promise, pending])) !== pending;
}

/** The full stylesheet stays off the connection until asked for, and applies only when told (issue 43, ADR 068). */
describe('the full stylesheet of a rendered page', () => {
  let page: ReturnType<typeof renderedPage>;
  beforeEach(() => {
    page = renderedPage();
  });

  it('is not fetched until asked for, then fetched print-only', () => {
    expect(page.link.hasAttribute('href')).toBe(false);
    void fetchFullStylesheet(page.doc);
    expect(page.link.getAttribute('href')).toBe(SHEET);
    expect(page.link.media).toBe('print');
  });

  it('has arrived once its file has loaded, or failed to', async () => {
    const arrived = fetchFullStylesheet(page.doc);
    expect(await settled(arrived)).toBe(false);
    page.link.dispatchEvent(new Event('load'));
    await arrived;

    const other = renderedPage();
    const failed = fetchFullStylesheet(other.doc);
    expect(await settled(failed)).toBe(false);
    other.link.dispatchEvent(new Event('error'));
    await failed;
  });

  it('is fetched once, however often it is asked for (at settle, then at the start)', async () => {
    const first = fetchFullStylesheet(page.doc);
    page.link.dispatchEvent(new Event('load'));
    await first;
    // Asked again after it arrived: the same answer, at once, and no second request.
    page.link.removeAttribute('href');
    expect(fetchFullStylesheet(page.doc)).toBe(first);
    expect(page.link.hasAttribute('href')).toBe(false);
  });

  it('applies to every medium when told', () => {
    void fetchFullStylesheet(page.doc);
    applyFullStylesheet(page.doc);
    expect(page.link.media).toBe('all');
  });
});
