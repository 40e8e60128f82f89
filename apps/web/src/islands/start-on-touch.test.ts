// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, fetchIslandCode, startOnTouch, startsAtOnce } from './start-on-touch.ts';

/** A visitor's page of islands starts at the reader's first touch (issue 43). */
describe('a page of islands that waits for the reader', () => {
  beforeEach(() => {
    document.documentElement.lang = 'bn';
    document.head.innerHTML = '<meta name="islands-start" content="touch">';
    const code = '<link rel="modulepreload" href="/assets/framework-a.js">';
    document.body.innerHTML = `<template id="islands-code">${code}</template>`;
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => localStorage.clear());

  it('waits for a visitor reading in the language the page was rendered in', () => {
    expect(startsAtOnce(document)).toBe(false);
    localStorage.setItem('lng', 'bn');
    expect(startsAtOnce(document)).toBe(false);
  });

  it('starts at once for a member, whose badge and own tools are live from the start', () => {
    localStorage.setItem('userToken', 'a-token');
    expect(startsAtOnce(document)).toBe(true);
  });

  it('starts at once where the reader asked for another language than the page’s', () => {
    localStorage.setItem('lng', 'en');
    expect(startsAtOnce(document)).toBe(true);
    localStorage.clear();
    window.history.replaceState(null, '', '/?lang=en');
    expect(startsAtOnce(document)).toBe(true);
  });

  it('starts at once where the server did not mark the page (a retry, handed to the whole app)', () => {
    document.head.innerHTML = '';
    expect(startsAtOnce(document)).toBe(true);
  });

  it('starts once, at the first touch, key or scroll', () => {
    let starts = 0;
    startOnTouch(() => (starts += 1), window);
    expect(starts).toBe(0);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('scroll'));
    expect(starts).toBe(1);
  });

  it('fetches the runtime’s files once, without running them, unless the reader saves data', () => {
    fetchIslandCode(document);
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/framework-a.js']);
    expect(document.getElementById('islands-code')).toBeNull();
    fetchIslandCode(document);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('leaves the runtime to the touch for a reader who saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      fetchIslandCode(document);
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      expect(document.getElementById('islands-code')).not.toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

/** A touch the page answers by itself starts the islands only once that answer is on screen (issue 43). */
describe('a touch the page answers by itself', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '<meta name="islands-start" content="touch">';
    document.body.innerHTML = `
      <div data-page-loading hidden role="progressbar"></div>
      <details><summary data-first-tap="call">Call</summary><a href="tel:+8801711000000">01711</a></details>
      <a id="away" href="/Property-Rent">Rent</a>
      <form action="/property-search"><input name="q"><button type="submit">Search</button></form>
      <button id="plain" type="button">Report</button>`;
  });
  afterEach(() => vi.useRealTimers());

  const at = (selector: string, type: string) =>
    document.querySelector(selector)!.dispatchEvent(new Event(type, { bubbles: true }));

  it('opens the phone number first, and starts in the task after the frame that shows it', () => {
    let starts = 0;
    startOnTouch(() => (starts += 1), window);
    at('summary', 'pointerdown');
    expect(starts).toBe(0);
    at('summary', 'click');
    expect(starts).toBe(0);
    vi.advanceTimersToNextFrame();
    expect(starts).toBe(0);
    // The task after the frame (a timer set while the clock runs comes a millisecond later).
    vi.advanceTimersByTime(1);
    expect(starts).toBe(1);
  });

  it('does not start a page the reader is leaving by a link, and waits again if they come back', () => {
    let starts = 0;
    startOnTouch(() => (starts += 1), window);
    at('#away', 'pointerdown');
    at('#away', 'click');
    document.querySelector<HTMLElement>('[data-page-loading]')!.hidden = false;
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(5000);
    expect(starts).toBe(0);
    document.querySelector<HTMLElement>('[data-page-loading]')!.hidden = true;
    // Back from the back-forward cache (happy-dom's PageTransitionEvent does not carry `persisted`).
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    window.dispatchEvent(new Event('keydown'));
    expect(starts).toBe(1);
  });

  it('lets a reader type in a search box the browser sends, and starts once they pause', () => {
    let starts = 0;
    startOnTouch(() => (starts += 1), window);
    at('input[name="q"]', 'pointerdown');
    at('input[name="q"]', 'focusin');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 100);
    at('input[name="q"]', 'input');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 100);
    expect(starts).toBe(0);
    vi.advanceTimersByTime(100);
    expect(starts).toBe(1);
  });

  it('starts at once when, typing, the reader touches what needs the islands', () => {
    let starts = 0;
    startOnTouch(() => (starts += 1), window);
    at('input[name="q"]', 'pointerdown');
    at('button[type="submit"]', 'pointerdown');
    expect(starts).toBe(0);
    at('#plain', 'pointerdown');
    expect(starts).toBe(1);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(starts).toBe(1);
  });

  it('starts at once at a touch on a button only an island answers', () => {
    let starts = 0;
    startOnTouch(() => (starts += 1), window);
    at('#plain', 'pointerdown');
    expect(starts).toBe(1);
  });
});
