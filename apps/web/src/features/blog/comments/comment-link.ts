import { paths } from '../../../config/paths.ts';

/** Only used to read a path; never a place to go. */
const BASE = 'https://ghorbari.invalid';
const ARTICLE_PATH = new RegExp(`^${paths.blogPostDetails.replace(':id', '(\\d+)')}/?$`);

/** The anchor of one comment on its article's page: a notification's link ends in it. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

/** The comment a page address points at (`#comment-{id}`), or null. */
export function anchoredComment(hash: string): string | null {
  const match = /^#comment-([\w-]+)$/.exec(hash);
  return match ? match[1]! : null;
}

/**
 * Which article's comments a notification's link points to, and which comment (issue 16: the
 * reply notice links to `/BlogPostDetails/{number}#comment-{id}`), or null for any other link.
 */
export function commentLinkTarget(link: string | null): { articleId: number; commentId: string | null } | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, BASE);
  } catch {
    return null;
  }
  const match = ARTICLE_PATH.exec(url.pathname);
  if (!match) return null;
  return {
    articleId: Number(match[1]),
    commentId: anchoredComment(url.hash) ?? url.searchParams.get('comment'),
  };
}
