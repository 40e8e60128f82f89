import { describe, expect, it } from 'vitest';
import { parseInboxQuery, withInboxQuery } from './inbox-query.ts';

describe('the inbox address', () => {
  it('reads the view, the search and the order, with defaults for anything else', () => {
    expect(parseInboxQuery(new URLSearchParams('view=unread&q=%20flat%20&sort=asc'))).toEqual({
      view: 'unread',
      q: 'flat',
      sort: 'asc',
    });
    expect(parseInboxQuery(new URLSearchParams('view=spam&sort=sideways'))).toEqual({
      view: 'all',
      q: '',
      sort: 'desc',
    });
    expect(parseInboxQuery(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('keeps default values out of the address and other parameters in it', () => {
    const start = new URLSearchParams('view=read&q=plot&utm=mail');
    expect(withInboxQuery(start, { view: 'all', sort: 'asc' }).toString()).toBe('q=plot&utm=mail&sort=asc');
    expect(withInboxQuery(start, { q: '' }).toString()).toBe('view=read&utm=mail');
  });
});
