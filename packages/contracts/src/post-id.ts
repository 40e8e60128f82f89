/**
 * The public post id: S-1001 for sell, R-1002 for rent (the type's letter and the post's number).
 * One pattern for the API's parameter schema (postIdSchema), its parser and the web app, which
 * checks an id before asking for it. Kept free of zod so a page can check an id without loading it.
 */
export const POST_ID_PATTERN = /^([SR])-(\d{1,9})$/;

export const isPostId = (id: string): boolean => POST_ID_PATTERN.test(id);

/**
 * A post id as staff type it into a search box (issue 41): "S-1001", "s-1001", "S 1001", "S1001"
 * or with Bengali digits ("R-১০০২"), read as the canonical "S-1001"; undefined for anything else.
 */
export function typedPostId(typed: string): string | undefined {
  const digits = typed.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  const match = /^([SR])\s*[-–]?\s*(\d{1,9})$/i.exec(digits);
  return match ? `${match[1]!.toUpperCase()}-${Number(match[2])}` : undefined;
}
