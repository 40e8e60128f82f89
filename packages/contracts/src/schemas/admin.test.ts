import { describe, expect, it } from 'vitest';
import { isSitePath, staffNotificationBodySchema } from './admin.ts';

describe("a staff message's link (issue 11)", () => {
  it.each(['/user/my-properties', '/posts/S-1001?tab=photos#map', '/'])('takes the site path %s', (link) => {
    expect(isSitePath(link)).toBe(true);
  });
  it.each(['/\\evil.example', '//evil.example', '/%5Cevil', '/%5cevil', 'https://evil.example', 'user', '/a b', ''])(
    'refuses %j, which can lead off the site',
    (link) => {
      expect(isSitePath(link)).toBe(false);
    },
  );
  it('is the rule of the schema', () => {
    const body = { userId: '00000000-0000-4000-8000-000000000000', title: 'Hi', message: 'Hello' };
    expect(staffNotificationBodySchema.safeParse({ ...body, link: '/\\evil.example' }).success).toBe(false);
    expect(staffNotificationBodySchema.safeParse({ ...body, link: '/user/my-properties' }).success).toBe(true);
  });
});
