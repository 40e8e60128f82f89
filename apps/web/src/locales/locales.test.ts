import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Both languages always (DEVELOPERS.md): every translation file has a twin with the same keys,
 * no empty text, the same {{placeholders}}, and no English inside the Bengali.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [
  here,
  path.resolve(here, '../../../../packages/contracts/locales'),
  path.resolve(here, '../../../api/src/mail/locales'),
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, String(value));
  return out;
}

const load = (file: string) => leaves(JSON.parse(readFileSync(file, 'utf8')) as Json);
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w]+)[^}]*}}/g)].map((m) => m[1]).sort();

/** Latin text allowed in Bengali: the toggle names the other language in its own script. */
/**
 * Keys whose Bengali shows Latin on purpose: the language switch names English, and the keyword
 * box's example shows what people really type — Banglish and a PostID (issue 17).
 */
const LATIN_ALLOWED_IN_BN = new Set([
  'language.switchTo',
  'language.switchLabel',
  'keyword.placeholder',
  // iPhone menus are in English on most phones here: the steps name the buttons as the phone shows
  // them, with the Bengali beside (issue 19).
  'install.iosSteps.1',
  'install.iosSteps.2',
  // The credit the place points' licences ask for names the sources as they are written (issue 63).
  'aboutUs.sections.6.paragraphs.0',
]);
/** File formats keep their Latin names in Bengali, as phones show them: "JPG, PNG বা WebP" (issue 12). */
const FORMAT_NAMES = /\b(JPG|PNG|WebP)\b/g;
/** The wallets' messages name a transaction "TrxID" in Bengali too, and support calls it so (issue 41). */
const TRX_ID = /\bTrxID\b/g;

for (const root of roots) {
  const namespaces = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
  describe(`translations in ${path.relative(path.resolve(here, '../../../..'), root)}`, () => {
    it('has the same files in bn and en', () => {
      expect(
        readdirSync(path.join(root, 'bn'))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(namespaces.sort());
    });

    describe.each(namespaces)('%s', (file) => {
      const bn = load(path.join(root, 'bn', file));
      const en = load(path.join(root, 'en', file));

      it('has the same keys in both languages', () => {
        expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
      });

      it('has no empty text', () => {
        for (const [key, text] of [...bn, ...en]) expect(text.trim(), key).not.toBe('');
      });

      it('uses the same placeholders in both languages', () => {
        for (const [key, text] of en) expect(placeholders(bn.get(key) ?? ''), key).toEqual(placeholders(text));
      });

      it('writes Bengali with Bengali digits and no English words', () => {
        for (const [key, text] of bn) {
          if (LATIN_ALLOWED_IN_BN.has(key)) continue;
          // Placeholders and the tags <Trans> fills with elements (<name>…</name>) are not words.
          const visible = text
            .replace(/{{[^}]*}}/g, '')
            .replace(/<\/?[a-z]+>/g, '')
            .replace(FORMAT_NAMES, '')
            .replace(TRX_ID, '');
          expect(visible, key).not.toMatch(/[A-Za-z]{2,}/);
          expect(visible, key).not.toMatch(/[0-9]/);
        }
      });
    });
  });
}
