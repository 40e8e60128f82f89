#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build the web app when its sources are newer than the
 * build, then start the server (which migrates and seeds the database) on PORT (3000).
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

const index = path.join(root, 'apps/web/dist/index.html');
const sources = Math.max(newest(path.join(root, 'apps/web')), newest(path.join(root, 'packages/contracts')));
if (!existsSync(index) || statSync(index).mtimeMs < sources) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { WEB_DIST: 'apps/web/dist', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
