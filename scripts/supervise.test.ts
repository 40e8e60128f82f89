import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_CANNOT_START, supervise } from './supervise.mjs';

/**
 * A stand-in server: each start adds a line to `runs`, then the start numbered by `plan` exits with
 * that code, dies by that signal, or (`serve`) stays up until it is told to stop, and exits 0.
 */
const SERVER = `
const { appendFileSync, readFileSync } = require('node:fs');
const [runs, plan] = process.argv.slice(1);
appendFileSync(runs, 'x');
const step = JSON.parse(plan)[readFileSync(runs, 'utf8').length - 1];
if (step === 'serve') {
  process.on('SIGTERM', () => process.exit(0));
  console.log('serving');
  setInterval(() => undefined, 1000);
} else if (typeof step === 'number') process.exit(step);
else process.kill(process.pid, step);
`;

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

async function supervised(plan: (number | string)[]) {
  dir = await mkdtemp(path.join(tmpdir(), 'ghorbari-supervise-'));
  const lines: string[] = [];
  const pauses: number[] = [];
  let clock = 0;
  let serving = () => undefined as void;
  const up = new Promise<void>((resolve) => (serving = resolve));
  const server = supervise({
    start: () => {
      const child = spawn(process.execPath, ['-e', SERVER, path.join(dir, 'runs'), JSON.stringify(plan)]);
      child.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('serving') ? serving() : undefined));
      return child;
    },
    // The pauses are handed in: noted, and the clock moves on by as much.
    wait: (ms) => {
      pauses.push(ms);
      clock += ms;
      return Promise.resolve();
    },
    now: () => clock,
    log: (line) => lines.push(line),
  });
  return { server, lines, pauses, up };
}

describe('npm start keeps the server running (issue 62)', () => {
  it('starts a server that died again, with a longer pause each time, and says why', async () => {
    const { server, lines, pauses, up } = await supervised([1, 'SIGKILL', 1, 'serve']);
    await up;
    expect(pauses).toEqual([1000, 2000, 4000]);
    expect(lines[0]).toMatch(/The server exited with code 1 .*starting it again in 1 s/);
    expect(lines[1]).toMatch(/The server was ended by SIGKILL .*starting it again in 2 s/);
    expect(lines[2]).toMatch(/exited with code 1 .*again in 4 s/);
    server.stop('SIGTERM');
    expect(await server.done).toBe(0);
  });

  it('does not start again a server that cannot start, or that stopped cleanly', async () => {
    const cannot = await supervised([EXIT_CANNOT_START, 'serve']);
    expect(await cannot.server.done).toBe(EXIT_CANNOT_START);
    expect(cannot.pauses).toEqual([]);
    await rm(dir, { recursive: true, force: true });
    const clean = await supervised([0, 'serve']);
    expect(await clean.server.done).toBe(0);
    expect(clean.lines).toEqual([]);
  });
});
