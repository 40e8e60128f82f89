import { describe, expect, it } from 'vitest';
import { isPostId } from './post-id.ts';
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
