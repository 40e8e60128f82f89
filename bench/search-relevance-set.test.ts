import { describe, expect, it } from 'vitest';
import { RELEVANCE_SET, NEW_SEARCHES, type Meaning } from './search-relevance-set.ts';

/** The facts a search means besides its purpose (sell or rent). */
const factsOf = ({ purpose: _purpose, ...facts }: Meaning) => Object.keys(facts);

describe('the relevance set (issue 42, item 8)', () => {
  it('holds at least 250 searches, at least 130 of them added by issue 42', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(250);
    expect(NEW_SEARCHES.size).toBeGreaterThanOrEqual(130);
  });

  it('says of every search whether it means buying or renting, and what else was meant', () => {
    for (const query of RELEVANCE_SET) {
      expect(['sell', 'rent'], query.q).toContain(query.meant.purpose);
      // "to-let" typed on the sell tab means renting and nothing more: the purpose is what it asks.
      const onOtherTab = query.meant.purpose !== query.tab;
      expect(factsOf(query.meant).length > 0 || onOtherTab, `"${query.q}" means nothing but its tab`).toBe(true);
      if (query.meant.in) expect(query.meant.in.length, query.q).toBeGreaterThan(0);
    }
  });

  it('types each search once on each tab', () => {
    const seen = new Set<string>();
    const twice = RELEVANCE_SET.map((query) => `${query.tab}: ${query.q.trim().toLowerCase()}`).filter(
      (key) => seen.size === seen.add(key).size,
    );
    expect(twice).toEqual([]);
  });
});
