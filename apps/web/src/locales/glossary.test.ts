import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

/**
 * One term per thing (issue 31, item 15; docs/glossary.md): every Bengali text of the site, the
 * contracts' messages, the mails and the staff-written demo offers uses the glossary's term, never
 * a variant it lists; and a footer or menu link reads as the page it opens.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const localeRoots = [here, path.join(repo, 'packages/contracts/locales'), path.join(repo, 'apps/api/src/mail/locales')];
/** Demo texts our staff write (group offers, articles): what a visitor reads first on a fresh site. */
const staffWritten = ['demo-group-offers.ts', 'demo-article-texts-bn.ts'].map((file) =>
  path.join(repo, 'apps/api/src/seed', file),
);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Term = (typeof glossary.terms)[number] & {
  avoid?: string[];
  avoidPatterns?: { pattern: string; shows: string }[];
  /** A label's term (budget tiers, room counts): not held against the prose of articles. */
  uiOnly?: boolean;
};

function leaves(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const load = (file: string) => leaves(JSON.parse(readFileSync(file, 'utf8')) as Json);
const relative = (file: string) => path.relative(repo, file);

/** What a text says that the glossary turns away: "variant (use term)" for each. */
function variantsIn(text: string, prose = false): string[] {
  const found: string[] = [];
  for (const term of glossary.terms as Term[]) {
    if (prose && term.uiOnly) continue;
    for (const variant of term.avoid ?? []) if (text.includes(variant)) found.push(`${variant} (use ${term.bn})`);
    for (const { pattern, shows } of term.avoidPatterns ?? []) {
      const match = new RegExp(pattern, 'u').exec(text);
      if (match) found.push(`${match[0]} [${shows}] (use ${term.bn})`);
    }
  }
  return found;
}

const bnFiles = localeRoots.flatMap((root) =>
  readdirSync(path.join(root, 'bn'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(root, 'bn', file)),
);

describe('the glossary', () => {
  it('lists each term once and is written down for people in docs/glossary.md', () => {
    const doc = readFileSync(path.join(repo, 'docs/glossary.md'), 'utf8');
    const ids = glossary.terms.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const term of glossary.terms) expect(doc, term.id).toContain(term.bn);
  });

  it('never turns away its own terms', () => {
    for (const term of glossary.terms) expect(variantsIn(term.bn), term.id).toEqual([]);
  });

  it.each([
    '৬ সংখ্যার কোড',
    'সেভ করুন',
    '৩ বেড ২ বাথ',
    'গ্রুপ বিল্ডিংয়ের অফার',
    'JPG PNG WebP',
    // One word for a paid post and its package (issue 64): the form, the cards and the listings each had their own.
    'তালিকার ওপরে ‘ফিচার্ড’ হিসেবে',
    'বিশেষ',
    'বিশেষ বিজ্ঞাপন: ৩ ডিসেম্বর পর্যন্ত',
    'প্রচারিত বিজ্ঞাপন',
  ])('finds "%s"', (text) => expect(variantsIn(text)).not.toEqual([]));

  it.each([
    'বড় অঙ্কের টাকা',
    'ঘরের সংখ্যার মতো',
    'সেভাবেই লিখুন',
    '৩টি বেডরুম',
    'রেজিস্ট্রি করা যৌথ চুক্তি',
    'বিশেষ লেখা',
    'বিশেষভাবে সতর্ক থাকুন',
  ])('lets "%s" be', (text) => expect(variantsIn(text)).toEqual([]));
});

describe('Bengali texts use the glossary terms', () => {
  it.each(bnFiles.map((file) => [relative(file), file]))('%s', (_name, file) => {
    const problems = [...load(file)].flatMap(([key, text]) =>
      variantsIn(text).map((variant) => `${relative(file)} ${key}: ${variant}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(staffWritten.map((file) => [relative(file), file]))('%s (staff-written demo texts)', (_name, file) => {
    const problems = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => variantsIn(line, true).map((variant) => `${relative(file)}:${index + 1}: ${variant}`));
    expect(problems).toEqual([]);
  });
});

describe('a link reads as the page it opens', () => {
  const text = (language: string, ref: string) => {
    const [namespace, key] = ref.split(':') as [string, string];
    return load(path.join(here, language, `${namespace}.json`)).get(key);
  };
  describe.each(['bn', 'en'])('%s', (language) => {
    it.each(glossary.sameText.links.map(({ link, page }) => [link, page]))('%s → %s', (link, page) => {
      const linkText = text(language, link)?.toLocaleLowerCase(language);
      const titles = [text(language, `${page}.metaTitle`), text(language, `${page}.title`)].map((title) =>
        title?.toLocaleLowerCase(language),
      );
      expect(linkText, `${language}/${link}`).toBeDefined();
      expect(titles, `${language}/${link} reads "${linkText}"`).toContain(linkText);
    });
  });
});
