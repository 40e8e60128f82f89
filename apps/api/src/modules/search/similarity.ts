/**
 * pg_trgm's trigrams and strict word similarity, in TypeScript, so the in-memory matcher (saved
 * search alerts) agrees with the SQL's `key <<% search_roman`. Keys are [a-z0-9] words; a word's
 * trigrams are those of "  word ", as pg_trgm pads them.
 */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/**
 * The greatest Jaccard similarity between the key's trigrams and those of a run of whole words of
 * the text (runs of up to three words: a one-word key gains nothing from longer ones).
 */
export function strictWordSimilarity(key: string, text: string): number {
  const wanted = trigrams(key);
  const words = text.split(' ').filter(Boolean);
  const sets = words.map(trigrams);
  let best = 0;
  for (let start = 0; start < sets.length; start++) {
    const extent = new Set<string>();
    for (let end = start; end < Math.min(sets.length, start + 3); end++) {
      for (const trigram of sets[end]!) extent.add(trigram);
      let common = 0;
      for (const trigram of wanted) if (extent.has(trigram)) common++;
      const score = common / (wanted.size + extent.size - common);
      if (score > best) best = score;
    }
  }
  return best;
}
