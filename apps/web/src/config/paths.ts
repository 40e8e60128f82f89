import { sitePaths as paths } from '@ghorbari/contracts';

/**
 * The web app's route paths and href builders are the site's, kept in contracts
 * (packages/contracts/src/site-paths.ts) so the API's links and the sitemap build the same
 * addresses (docs/conventions.md §11).
 */
export { sitePaths as paths, siteHref as href } from '@ghorbari/contracts';

/** The part of `paths.user` a child route of the /user layout is mounted at, e.g. "profile". */
export const userChild = (path: string) => path.slice(`${paths.user}/`.length);

/** The part of `paths.admin` a child route of the /admin layout is mounted at, e.g. "queue". */
export const adminChild = (path: string) => path.slice(`${paths.admin}/`.length);

/** External pages of the footer (spec §2: "plus external social pages"). */
export const socialLinks = [
  { id: 'facebook', url: 'https://www.facebook.com/ghorbari.bd' },
  { id: 'youtube', url: 'https://www.youtube.com/@ghorbari' },
  { id: 'linkedin', url: 'https://www.linkedin.com/company/ghorbari' },
] as const;
