import { siteHref, sitePaths } from '@ghorbari/contracts';

/**
 * Paths with nothing for a search engine (spec §2): the signed-in area (/user…), posting, the
 * staff area, the sign-in pages, the API and the live channel. Each is a prefix, matched
 * case-sensitively as the app's routes are spelled.
 */
export const PRIVATE_PATHS = [
  sitePaths.user,
  sitePaths.sellPost,
  sitePaths.rentPost,
  sitePaths.admin,
  sitePaths.signIn,
  sitePaths.register,
  sitePaths.forgotPassword,
  // The reset page with any token.
  siteHref.resetPassword(''),
  '/api/',
  '/socket.io/',
] as const;

/** robots.txt: every public page and photo may be crawled, the private paths not; where the sitemap is. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
