/**
 * zod compiles object parsers with `new Function`, and probes for it with `new Function("")` when
 * its first object schema is built. The page's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') refuses that: zod catches the error, but the browser still reports a violation
 * (issue 28, ADR 035). Jitless, zod never asks. Imported first by main.tsx, so it runs before any
 * schema is built (the contracts build theirs on import, in the route chunks loaded after main).
 *
 * Set on the global object zod reads its configuration from (zod/v4/core `globalConfig`) rather
 * than through `config()`: importing that pulls zod's core into the first download of every page
 * (3.6 KB gzipped), which the home page cannot spare. e2e/content-security-policy.spec.ts fails
 * should a zod update read its configuration elsewhere.
 *
 * Not on the server renderer: it runs under no policy, and zod keeps this setting on globalThis,
 * shared with the API's own copy in that process, whose validators would lose their compiled parsers.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
