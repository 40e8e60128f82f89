import { describe, expect, it } from 'vitest';
import { blogHref, hasBlogQuery, readBlogQuery } from './blog-query.ts';

describe('the blog address', () => {
  it('keeps a search and a category, so a search can be shared', () => {
    const query = readBlogQuery(
      new URLSearchParams('q=%E0%A6%A8%E0%A6%BE%E0%A6%AE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A6%BF&category=land-documents'),
    );
    expect(query).toEqual({ q: 'নামজারি', category: 'land-documents' });
    expect(hasBlogQuery(query)).toBe(true);
    expect(blogHref(query)).toBe(
      '/Blog?q=%E0%A6%A8%E0%A6%BE%E0%A6%AE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A6%BF&category=land-documents',
    );
  });

  it('drops an unknown category and blank words, and cuts a long search to the limit', () => {
    const query = readBlogQuery(new URLSearchParams(`q=${encodeURIComponent('   ')}&category=gossip`));
    expect(query).toEqual({ q: '', category: '' });
    expect(hasBlogQuery(query)).toBe(false);
    expect(blogHref(query)).toBe('/Blog');
    expect(readBlogQuery(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
    expect(readBlogQuery(new URLSearchParams('q=  rent   law ')).q).toBe('rent law');
  });
});
