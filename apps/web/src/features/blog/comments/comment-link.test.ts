import { describe, expect, it } from 'vitest';
import { anchoredComment, commentLinkTarget } from './comment-link.ts';

const ID = '8d0f6a8e-3b1c-4f6e-9a51-2f0c8e7d1b2a';

describe('comment links', () => {
  it('reads the article and the comment from a reply notice', () => {
    expect(commentLinkTarget(`/BlogPostDetails/12#comment-${ID}`)).toEqual({ articleId: 12, commentId: ID });
    expect(commentLinkTarget('/BlogPostDetails/12')).toEqual({ articleId: 12, commentId: null });
  });

  it('ignores links to anything else', () => {
    expect(commentLinkTarget('/Property-Rent-Details/R-12')).toBeNull();
    expect(commentLinkTarget('/BlogPostDetails/12/extra')).toBeNull();
    expect(commentLinkTarget(null)).toBeNull();
  });

  it('takes only a comment anchor from the address', () => {
    expect(anchoredComment(`#comment-${ID}`)).toBe(ID);
    expect(anchoredComment('#comments')).toBeNull();
    expect(anchoredComment('#comment-<img>')).toBeNull();
  });
});
