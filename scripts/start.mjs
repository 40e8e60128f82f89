#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build the web app and the API when any of their outputs is
 * missing or older than their sources, then start the compiled server (which migrates and seeds the
 * database) on PORT (3000): the same plain JavaScript production runs (ADR 029), not TypeScript
 * through tsx. A server that dies is started again, after a pause that grows while it keeps dying
 * (scripts/supervise.mjs, issue 62).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root } from './setup.mjs';
import { supervise } from './supervise.mjs';

process.chdir(root);
ensureDependencies();

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * Runs `npm run <args>` when any of `outputs` is missing or older than the newest file of `inputs`.
 * The web build has two outputs: a build stopped after its client half and before its server half
 * left `index.html` alone, and every later start served pages rendered only in the browser.
 */
function buildWhenStale(what, outputs, inputs, args) {
  const sources = Math.max(...inputs.map((dir) => newest(path.join(root, dir))));
  const stale = outputs.filter((output) => {
    const built = path.join(root, output);
    return !existsSync(built) || statSync(built).mtimeMs < sources;
  });
  if (stale.length === 0) return;
  console.log(`Building ${what} (${stale.join(', ')} missing or older than the sources)…`);
  const build = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenStale(
  'the web app',
  ['apps/web/dist/index.html', 'apps/web/dist/server/entry-server.js'],
  ['apps/web', 'packages/contracts'],
  ['build', '-w', 'apps/web'],
);
buildWhenStale(
  'the API',
  ['apps/api/dist/server.js', 'apps/api/dist/create-admin.js', 'apps/api/dist/backup-cli.js'],
  ['apps/api/src', 'packages/contracts'],
  ['build:api'],
);

const server = supervise({
  start: () =>
    spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      stdio: 'inherit',
      env: { WEB_DIST: 'apps/web/dist', ...process.env },
    }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.done);
