#!/usr/bin/env node
/**
 * `npm run build:api` (and the second half of `npm run build`): the API compiled ahead of time into
 * plain JavaScript in apps/api/dist (ADR 029), so production runs `node apps/api/dist/server.js`
 * without tsx.
 *
 * esbuild bundles our own code (apps/api/src and the workspace package packages/contracts, whose
 * `exports` point at TypeScript and whose JSON locales and location data are inlined) and leaves
 * every npm package external: native and optional ones (sharp, @node-rs/argon2, PGlite's WASM,
 * pg-native) load from node_modules as they do under tsx, and zod stays one copy shared with
 * fastify-type-provider-zod. The SQL migrations are copied beside the bundle, where
 * `db/client.ts` looks for them (`./migrations` from the module's own URL).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './setup.mjs';

const api = path.join(root, 'apps/api');
const outdir = path.join(api, 'dist');

/** Bare imports (npm packages) stay imports, except our own workspace packages, which are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ghorbari/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The server and the operators' commands (`node apps/api/dist/<name>.js` in a container).
  entryPoints: {
    server: 'apps/api/src/server.ts',
    'create-admin': 'apps/api/src/create-admin.ts',
    'backup-cli': 'apps/api/src/backup-cli.ts',
  },
  outdir,
  bundle: true,
  // One folder, no chunk sub-folders: `import.meta.url` of every file is dist/, so ./migrations resolves.
  splitting: true,
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces name functions as in the sources; the code stays readable in a container.
  minify: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // contracts' `"sideEffects": "false"` is a string, which esbuild warns about on every build and
  // then ignores, as if the field were absent: for a server bundle that only costs a few bytes.
  logOverride: { 'package.json': 'silent' },
  plugins: [externalPackages],
});
// drizzle-kit's snapshots are for generating migrations, not running them.
cpSync(path.join(api, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
  filter: (source) => !source.endsWith('_snapshot.json'),
});

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `API built into apps/api/dist (${(bytes / 1024).toFixed(0)} KB of JavaScript) in ${Date.now() - started} ms.`,
);
