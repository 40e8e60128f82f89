#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build the web app and the API when their sources are newer
 * than their builds, then start the compiled server (which migrates and seeds the database) on
 * PORT (3000): the same plain JavaScript production runs (ADR 029), not TypeScript through tsx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root } from './setup.mjs';

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

/** Runs `npm run <script>` when `output` is missing or older than the newest file of `inputs`. */
function buildWhenStale(what, output, inputs, args) {
  const sources = Math.max(...inputs.map((dir) => newest(path.join(root, dir))));
  const built = path.join(root, output);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log(`Building ${what}…`);
  const build = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenStale(
  'the web app',
  'apps/web/dist/index.html',
  ['apps/web', 'packages/contracts'],
  ['build', '-w', 'apps/web'],
);
buildWhenStale('the API', 'apps/api/dist/server.js', ['apps/api/src', 'packages/contracts'], ['build:api']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { WEB_DIST: 'apps/web/dist', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
