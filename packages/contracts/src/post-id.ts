/**
 * The public post id: S-1001 for sell, R-1002 for rent (the type's letter and the post's number).
 * One pattern for the API's parameter schema (postIdSchema), its parser and the web app, which
 * checks an id before asking for it. Kept free of zod so a page can check an id without loading it.
 */
export const POST_ID_PATTERN = /^([SR])-(\d{1,9})$/;

export const isPostId = (id: string): boolean => POST_ID_PATTERN.test(id);
