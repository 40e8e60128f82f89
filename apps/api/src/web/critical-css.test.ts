import { describe, expect, it } from 'vitest';
import { createCriticalCss } from './critical-css.ts';

/** A stylesheet shaped like Tailwind's build output (apps/web), small enough to read. */
const SHEET = [
  '/*! tailwindcss v4 | MIT License | https://tailwindcss.com */',
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  '@layer theme{:root,:host{--color-brand-700:#006a4e;--color-red-700:#bf000f;--spacing:.25rem;',
  '--font-bn:"Noto Sans Bengali Variable",system-ui;--font-en:"Inter Variable",system-ui;--grid:var(--spacing)}}',
  '@layer base{*,:after,:before{box-sizing:border-box;margin:0}h1{font-size:inherit}}',
  '@layer components;',
  '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}.text-brand-700{color:var(--color-brand-700)}',
  '.text-red-700{color:var(--color-red-700)}.shadow-sm{box-shadow:var(--tw-shadow)}',
  '.animate-pulse{animation:pulse 2s infinite}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:calc(var(--spacing) * 2)}',
  '@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration-line:underline}}',
  '@media (min-width:48rem){.md\\:p-6{padding:calc(var(--spacing) * 6)}.md\\:hidden{display:none}}',
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}',
  '.gap-\\[var\\(--grid\\)\\]{gap:var(--grid)}',
  '.peer:not(.is-open)~.sibling{opacity:.5}',
  ':is(.only-a,.only-b) span{font-weight:700}}',
  '@font-face{font-family:Noto Sans Bengali Variable;src:url(/assets/noto.woff2)format("woff2")}',
  '@font-face{font-family:Unused Face;src:url(/assets/unused.woff2)format("woff2")}',
  'html[lang=bn] body{font-family:var(--font-bn)}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const page = (html: string) => createCriticalCss(SHEET).extract(html);

describe('critical CSS of a server-rendered page', () => {
  it('keeps the rules of the classes on the page, with their media, and not the others', () => {
    const css = page('<div class="p-4 md:p-6"><p class="text-brand-700">Hi</p></div>');
    expect(css).toContain('.p-4{padding:calc(var(--spacing) * 4)}');
    expect(css).toContain('@media (min-width:48rem){.md\\:p-6{padding:calc(var(--spacing) * 6)}}');
    expect(css).toContain('.text-brand-700{');
    expect(css).not.toContain('.text-red-700');
    expect(css).not.toContain('md\\:hidden');
    expect(css).not.toContain('group-hover');
  });

  it('keeps what every page needs: the base layer, unlayered element rules and the fonts they use', () => {
    const css = page('<div></div>');
    expect(css).toContain('@layer base{*,:after,:before{box-sizing:border-box;margin:0}h1{font-size:inherit}}');
    expect(css).toContain('html[lang=bn] body{font-family:var(--font-bn)}');
    expect(css).toContain('@font-face{font-family:Noto Sans Bengali Variable;');
    expect(css).not.toContain('Unused Face');
  });

  it('declares every layer first, in the order of the full sheet, so a layer it lacks keeps its rank', () => {
    expect(page('<div></div>').startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
  });

  it('keeps only the variables that kept rules or the page read, and what those read in turn', () => {
    const css = page('<div class="text-brand-700 gap-[var(--grid)]"></div>');
    expect(css).toContain('--color-brand-700:#006a4e');
    expect(css).toContain('--grid:var(--spacing)');
    expect(css).toContain('--spacing:.25rem');
    expect(css).toContain('--font-bn:');
    expect(css).not.toContain('--color-red-700');
    // An inline style's variable counts too.
    expect(page('<div style="color:var(--color-red-700)"></div>')).toContain('--color-red-700:#bf000f');
  });

  it('keeps @property rules and their fallbacks for the variables in use, and the keyframes of kept animations', () => {
    const css = page('<div class="shadow-sm animate-pulse"></div>');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('*,:before,:after{--tw-shadow:0 0 #0000}');
    expect(css).not.toContain('--tw-blur');
    expect(css).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(css).not.toContain('@keyframes spin');
    expect(page('<div class="shadow-sm"></div>')).not.toContain('@keyframes pulse');
  });

  it('reads class names as React writes them, escaped, and as Tailwind escapes them', () => {
    const css = page('<div class="[&amp;_a]:underline group"><span class="group-hover:underline"></span></div>');
    expect(css).toContain('.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}');
    expect(css).toContain('.group-hover\\:underline){text-decoration-line:underline}');
  });

  it('keeps a rule whose classes are only alternatives or exclusions, rather than miss one', () => {
    const css = page('<div class="peer"></div><div class="sibling"><span class="space-y-2"></span></div>');
    expect(css).toContain('.peer:not(.is-open)~.sibling{opacity:.5}');
    expect(css).toContain(':is(.only-a,.only-b) span{font-weight:700}');
    expect(css).toContain(':where(.space-y-2>:not(:last-child))');
  });

  it('gives pages of the same shape the same CSS from its cache', () => {
    const critical = createCriticalCss(SHEET, { cacheSize: 1 });
    const first = critical.extract('<div class="p-4 text-brand-700">one</div>');
    expect(critical.extract('<p class="text-brand-700 p-4">two</p>')).toBe(first);
    expect(critical.extract('<p class="text-red-700">three</p>')).toContain('.text-red-700{');
    expect(critical.extract('<p class="p-4 text-brand-700">four</p>')).toBe(first);
  });
});
