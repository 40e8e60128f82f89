import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnv } from './test-env.ts';

/** A real server process (apps/api/src/server.ts unless `entry` says otherwise), for tests of the process itself. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];

export function startServer(env: Record<string, string>, entry = 'apps/api/src/server.ts', args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
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

/** Ends every server process the test started. */
export function killServers(): void {
  for (const child of children.splice(0)) child.kill('SIGKILL');
}
