import { describe, expect, it } from 'vitest';
import { blogHref, hasBlogQuery, readBlogQuery } from './blog-query.ts';

describe('the blog address', () => {
  it('keeps a search and a category, so a search can be shared', () => {
    const query = readBlogQuery(
      new URLSearchParams('q=%E0%A6%A8%E0%A6%BE%E0%A6%AE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A6%BF&category=land-documents'),
      'bn',
    );
    expect(query).toEqual({ q: 'নামজারি', category: 'land-documents', language: '' });
    expect(hasBlogQuery(query)).toBe(true);
    expect(blogHref(query)).toBe(
      '/Blog?q=%E0%A6%A8%E0%A6%BE%E0%A6%AE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A6%BF&category=land-documents',
    );
  });

  it('drops an unknown category and blank words, and cuts a long search to the limit', () => {
    const query = readBlogQuery(
      new URLSearchParams(`q=${encodeURIComponent('   ')}&category=gossip&language=fr`),
      'bn',
    );
    expect(query).toEqual({ q: '', category: '', language: '' });
    expect(hasBlogQuery(query)).toBe(false);
    expect(blogHref(query)).toBe('/Blog');
    expect(readBlogQuery(new URLSearchParams(`q=${'a'.repeat(150)}`), 'bn').q).toHaveLength(100);
    expect(readBlogQuery(new URLSearchParams('q=  rent   law '), 'en').q).toBe('rent law');
  });

  it('keeps the other language when asked for it, and drops the reader’s own (issue 31)', () => {
    const english = readBlogQuery(new URLSearchParams('language=en&category=renting'), 'bn');
    expect(english).toEqual({ q: '', category: 'renting', language: 'en' });
    expect(blogHref(english)).toBe('/Blog?category=renting&language=en');
    expect(readBlogQuery(new URLSearchParams('language=bn'), 'bn').language).toBe('');
  });
});
