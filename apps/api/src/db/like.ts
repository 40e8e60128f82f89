/** An ILIKE pattern for "contains `text`", with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
