import { describe, expect, it } from 'vitest';
import { isPostId, typedPostId } from './post-id.ts';
import { postIdSchema } from './schemas/posts-api.ts';

describe('post id', () => {
  it.each(['S-1001', 'R-1002', 'S-1', 'R-123456789'])('accepts %s', (id) => {
    expect(isPostId(id)).toBe(true);
    expect(postIdSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', 'S1001', 's-1001', 'X-1001', 'S-', 'S-1234567890', 'S-12a', ' S-1001'])('refuses "%s"', (id) => {
    expect(isPostId(id)).toBe(false);
    expect(postIdSchema.safeParse(id).success).toBe(false);
  });
});

describe('a post id typed into a staff search (issue 41)', () => {
  it.each([
    ['S-1001', 'S-1001'],
    [' s-1001 ', 'S-1001'],
    ['S 1001', 'S-1001'],
    ['r1002', 'R-1002'],
    ['R-১০০২', 'R-1002'],
  ])('reads %j as %s', (typed, id) => {
    expect(typedPostId(typed)).toBe(id);
  });

  it.each(['', '1001', 'Sumon', 'S-', 'X-1001', 'S-1234567890'])('reads %j as no post id', (typed) => {
    expect(typedPostId(typed)).toBeUndefined();
  });
});
