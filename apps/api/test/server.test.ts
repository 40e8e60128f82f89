import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.ts';
import { testEnv } from './test-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { PATH: testEnv.path, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, url, exited, output: () => ({ stdout, stderr }) };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('prints its address, serves, and shuts down cleanly on SIGTERM', async () => {
    const data = await tempDir();
    try {
      const server = startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false' });
      const url = await server.url;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    } finally {
      await data.remove();
    }
  }, 60_000);

  it('refuses to start with a bad environment and names every bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    await expect(server.url).rejects.toThrow();
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
