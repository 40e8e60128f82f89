// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catchEarlyTaps } from './first-tap.ts';
import { takePendingSave } from './session/pending-save.ts';

/** The page's first script holds what only the app can do, until the app is live (issue 30). */

const live = () => {
  document.documentElement.dataset.appReady = 'true';
  // The MutationObserver reports on the next microtask.
  return Promise.resolve();
};

describe('taps before the app has started', () => {
  let went: string[];
  beforeEach(() => {
    went = [];
    delete document.documentElement.dataset.appReady;
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <button id="save" type="button" data-first-tap="save" data-post-id="R-12"
        data-sign-in="/SignIn?next=%2FProperty-Rent-Details%2FR-12%3Fsave%3D1">Save</button>
      <form action="/property-search"><button id="search" type="submit">Search</button></form>
      <a id="link" href="#there">A link</a>`;
    catchEarlyTaps(document, (url) => went.push(url));
  });
  afterEach(() => {
    document.documentElement.dataset.appReady = 'true';
  });

  const byId = (id: string) => document.getElementById(id)!;

  it('holds a button, says it heard, and presses it once when the app is live', async () => {
    const pressed: string[] = [];
    byId('menu').addEventListener('click', () => pressed.push('menu'));
    byId('menu').click();
    byId('menu').click();
    expect(pressed).toEqual([]);
    expect(byId('menu').dataset.earlyTap).toBe('waiting');

    await live();
    expect(pressed).toEqual(['menu']);
    expect(byId('menu').dataset.earlyTap).toBeUndefined();
    // Once live, a tap is the app's.
    byId('menu').click();
    expect(pressed).toEqual(['menu', 'menu']);
  });

  it("sends a visitor's Save to sign-in at once, the post remembered for the way back", () => {
    byId('save').click();
    expect(went).toEqual(['/SignIn?next=%2FProperty-Rent-Details%2FR-12%3Fsave%3D1']);
    expect(takePendingSave('R-12')).toBe(true);
  });

  it("holds a member's Save for the app, which knows whether the post is saved", async () => {
    localStorage.setItem('userToken', 'token-7');
    const pressed: string[] = [];
    byId('save').addEventListener('click', () => pressed.push('save'));
    byId('save').click();
    expect(went).toEqual([]);
    await live();
    expect(pressed).toEqual(['save']);
  });

  it('leaves links and a search form that submits by itself to the browser', () => {
    const reached: string[] = [];
    const watch = (event: Event) => {
      reached.push((event.target as Element).id);
      // No navigation in the test's document.
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    byId('link').click();
    byId('search').click();
    byId('menu').click();
    document.removeEventListener('click', watch);
    expect(reached).toEqual(['link', 'search']);
    expect(byId('search').dataset.earlyTap).toBeUndefined();
  });
});

describe('taps on a page of islands (ADR 059)', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.appReady;
    localStorage.clear();
    document.body.innerHTML = `
      <div data-island="navbar" class="contents"><button id="menu" type="button">Menu</button></div>
      <div data-island="post-report" class="contents"><button id="report" type="button">Report</button></div>
      <div data-island="post-filters" class="contents">
        <form action="/Property-Rent" method="get">
          <input name="q" /><button id="apply" type="submit">Apply</button>
        </form>
      </div>`;
    catchEarlyTaps(document, () => undefined);
  });
  afterEach(() => {
    document.documentElement.dataset.appReady = 'true';
  });

  const byId = (id: string) => document.getElementById(id)!;
  const islandLive = (id: string) => {
    byId(id).closest<HTMLElement>('[data-island]')!.dataset.islandLive = 'true';
    return Promise.resolve();
  };

  it('holds a tap on an island that comes alive after the page until that island is live', async () => {
    const pressed: string[] = [];
    byId('menu').addEventListener('click', () => pressed.push('menu'));
    byId('report').addEventListener('click', () => pressed.push('report'));
    byId('menu').click();
    await islandLive('menu');
    document.documentElement.dataset.appReady = 'true';
    await Promise.resolve();
    expect(pressed).toEqual(['menu']);

    // The page is live, its report island not yet (it waits to come into view).
    byId('report').click();
    expect(pressed).toEqual(['menu']);
    expect(byId('report').dataset.earlyTap).toBe('waiting');
    await islandLive('report');
    expect(pressed).toEqual(['menu', 'report']);
    byId('report').click();
    expect(pressed).toEqual(['menu', 'report', 'report']);
  });
  it('holds Apply of a form in an island that comes alive later, which then sends it itself', async () => {
    const sent: string[] = [];
    const form = byId('apply').closest('form')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(form).get('q') as string);
    });
    document.documentElement.dataset.appReady = 'true';
    // The islands' runtime marks the islands that come alive after the page.
    byId('apply').closest<HTMLElement>('[data-island]')!.dataset.islandLater = 'true';
    (form.elements.namedItem('q') as HTMLInputElement).value = 'mirpur';
    byId('apply').click();
    expect(sent).toEqual([]);
    expect(byId('apply').dataset.earlyTap).toBe('waiting');
    await islandLive('apply');
    expect(sent).toEqual(['mirpur']);
  });
});
