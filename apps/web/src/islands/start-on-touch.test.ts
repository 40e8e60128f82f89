// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchIslandCode, startOnTouch, startsAtOnce } from './start-on-touch.ts';

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
