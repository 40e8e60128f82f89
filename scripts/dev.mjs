#!/usr/bin/env node
/**
 * `npm run dev`: the API with reload on change (port 3001) and Vite's dev server with hot
 * reload (http://localhost:3000, proxying /api and /socket.io to the API).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root } from './setup.mjs';

process.chdir(root);
ensureDependencies();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, PORT: '3001' },
  }),
  spawn(bin('vite'), ['--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
