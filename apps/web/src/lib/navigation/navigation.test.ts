import { describe, expect, it } from 'vitest';
import { isActivePath, matchesPath } from './navigation.tsx';

/**
 * On a page of islands the navbar marks the current page without React Router (ADR 059): the
 * same answers as the router's NavLink and matchPath, or the link a reader is on would not be
 * highlighted (or the server's HTML and the island would disagree).
 */
describe('the current page, as an island sees it', () => {
  it('marks a link active on its page and below it, whatever the case, unless it ends there', () => {
    expect(isActivePath('/Blog', '/Blog')).toBe(true);
    expect(isActivePath('/Blog', '/blog')).toBe(true);
    expect(isActivePath('/Blog', '/Blog/7')).toBe(true);
    expect(isActivePath('/Blog', '/BlogPostDetails/7')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/Blog')).toBe(false);
    expect(isActivePath('/user', '/user/settings', true)).toBe(false);
  });

  it('matches a page against a pattern with its parameters, segment by segment', () => {
    expect(matchesPath('/Property-Rent-Details/:id', '/Property-Rent-Details/R-1')).toBe(true);
    expect(matchesPath('/Property-Rent-Details/:id', '/property-rent-details/R-1/')).toBe(true);
    expect(matchesPath('/Property-Rent-Details/:id', '/Property-Rent-Details')).toBe(false);
    expect(matchesPath('/Property-Rent', '/Property-Rent-Details/R-1')).toBe(false);
    expect(matchesPath('/SignIn', '/SignIn')).toBe(true);
  });
});
