// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showPageLoading, watchPageLoads } from './page-loading.ts';

/** The bar along the top says a tap was heard while the browser loads the next page (issue 43). */
describe('the bar while the next page loads', () => {
  let stop: () => void;
  // The browser's own navigation is not wanted here: the test ends each event where the page would.
  const noNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => {
    document.body.innerHTML = `
      <div hidden data-page-loading role="progressbar" aria-label="Loading"></div>
      <a id="next" href="/Property-Rent-Details/R-12">A post</a>
      <a id="anchor" href="#photos">Photos</a>
      <a id="tab" href="/Blog" target="_blank">The blog, in a new tab</a>
      <a id="call" href="tel:+8801711000000">Call</a>
      <a id="app" href="/user">In the app</a>
      <form id="search" action="/property-search"><input name="q"></form>`;
    // The single-page app takes its own links over.
    document.getElementById('app')!.addEventListener('click', (event) => event.preventDefault());
    stop = watchPageLoads(window);
    window.addEventListener('click', noNavigation);
    window.addEventListener('submit', noNavigation);
  });
  afterEach(() => {
    stop();
    window.removeEventListener('click', noNavigation);
    window.removeEventListener('submit', noNavigation);
  });

  const bar = () => document.querySelector<HTMLElement>('[data-page-loading]')!;
  const click = (id: string, init: MouseEventInit = {}) =>
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

  it('shows when a link to another page is followed', () => {
    expect(bar().hidden).toBe(true);
    click('next');
    expect(bar().hidden).toBe(false);
  });

  it('shows when a search form is sent', () => {
    document.getElementById('search')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(bar().hidden).toBe(false);
  });

  it('stays hidden for an anchor on the page, a new tab, a call, a link the app took over, or a ctrl-click', () => {
    for (const id of ['anchor', 'tab', 'call', 'app']) click(id);
    click('next', { ctrlKey: true });
    expect(bar().hidden).toBe(true);
  });

  it('hides again when the page comes back from the back-forward cache', () => {
    showPageLoading();
    // happy-dom's PageTransitionEvent does not carry `persisted`: the browser's event does.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(bar().hidden).toBe(true);
  });
});
