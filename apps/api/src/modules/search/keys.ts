import anyAscii from 'any-ascii';

/**
 * Banglish keys (ADR 019): one normal form for a word as Bengali script, as romanised Bengali
 * typed on a phone and as English, so "vara", "bhara" and ভাড়া meet at `vr`, and "mirpor" and
 * মিরপুর at `mrpr`. The same function keys the stored document and the query, so they cannot drift.
 */

const BENGALI = /[\u0980-\u09FF]/;
/** Letters any-ascii romanises otherwise than people type them (ড় → "d'", ঢ় → "dh'"…). */
const BENGALI_FIXES: [RegExp, string][] = [
  [/\u09DC/g, 'r'], // ড়
  [/\u09DD/g, 'rh'], // ঢ়
  [/\u09DF/g, 'y'], // য়
  [/\u09CE/g, 't'], // ৎ
  [/\u0982/g, 'ng'], // ং
  [/[\u0981\u0983]/g, ''], // ঁ ঃ
];
/** Spellings of one sound, folded to one letter: bh/v, ph/f, kh/k, sh/s, th/t, dh/d, ch/c … */
const DIGRAPHS: [RegExp, string][] = [
  [/bh/g, 'v'],
  [/ph/g, 'f'],
  [/kh/g, 'k'],
  [/sh/g, 's'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ch/g, 'c'],
  [/gh/g, 'g'],
  [/jh/g, 'j'],
  [/rh/g, 'r'],
  [/ck/g, 'k'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
];

/** The Banglish key of one folded word ('' when it has no letter or digit). */
export function romanKey(word: string): string {
  let text = word;
  if (BENGALI.test(text)) for (const [from, to] of BENGALI_FIXES) text = text.replace(from, to);
  text = anyAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (!text) return '';
  for (const [from, to] of DIGRAPHS) text = text.replace(from, to);
  // Vowels after the first letter go (people write them as they please: jomi, jmi, zomi), then
  // doubled letters are one (chattogram, chottogram; mirpurr); numbers stay as they are.
  const key = text[0] + text.slice(1).replace(/[aeiouy]/g, '');
  return key.replace(/([a-z])\1+/g, '$1');
}

/** The keys of a folded text's words, each once, as `search_roman` stores them: " k1 k2 … ". */
export function romanDocument(folded: string): string {
  const keys = new Set(folded.split(' ').map(romanKey).filter(Boolean));
  return keys.size === 0 ? '' : ` ${[...keys].join(' ')} `;
}

/** Levenshtein distance of two short keys, giving up (returning max + 1) past `max`. */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
