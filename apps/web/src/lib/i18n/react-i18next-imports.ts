/**
 * What react-i18next imports from i18next at run time: only `keyFromSelector`, for keys written as
 * selector functions (`t(($) => $.home.title)`), which Ghorbari does not use. vite.config.ts points
 * react-i18next's `import … from 'i18next'` here, so a page of islands (ADR 059), which runs
 * react-i18next's hook on lib/i18n/lite-i18n.ts, does not download i18next's whole runtime for it.
 * The single-page app still loads i18next through lib/i18n.ts.
 */
export function keyFromSelector(): never {
  throw new Error('Translation keys written as selector functions are not supported: write the key as a string.');
}
