/**
 * What `npm start` does with the server it starts (issue 62): a server that dies is started again,
 * after a pause that doubles while it keeps dying (1 s, 2 s, 4 s … at most a minute), and the
 * reason is logged; one that ran steadily for five minutes before it died starts again after 1 s.
 * A server that cannot start however often it is tried (exit 78, EX_CONFIG: a bad environment, a
 * taken port or data directory, a web build without its server bundle) is not started again, and
 * neither is one that stopped cleanly (exit 0) or was told to stop.
 */

/** The server's exit code for a start that cannot succeed (apps/api/src/server.ts). */
export const EXIT_CANNOT_START = 78;

/**
 * @param {object} options
 * @param {() => import('node:child_process').ChildProcess} options.start  starts the server once
 * @param {(ms: number) => Promise<void>} [options.wait]  the pause before a restart (tests hand in their own)
 * @param {() => number} [options.now]  the clock, in ms
 * @param {(line: string) => void} [options.log]
 * @returns {{ stop(signal: NodeJS.Signals): void, done: Promise<number> }} `done`: the exit code to end with
 */
export function supervise({
  start,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
  log = (line) => console.error(line),
  firstPauseMs = 1000,
  longestPauseMs = 60_000,
  steadyMs = 5 * 60_000,
}) {
  let stopping = false;
  let pause = firstPauseMs;
  let child;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const run = () => {
    const started = now();
    child = start();
    child.on('exit', async (code, signal) => {
      if (stopping || code === 0) return finish(code ?? 0);
      if (code === EXIT_CANNOT_START) return finish(code);
      const ran = now() - started;
      if (ran >= steadyMs) pause = firstPauseMs;
      const why = signal ? `was ended by ${signal}` : `exited with code ${code}`;
      log(
        `[npm start] The server ${why} after ${Math.round(ran / 1000)} s; starting it again in ` +
          `${pause / 1000} s (its last lines above say why).`,
      );
      const waited = pause;
      pause = Math.min(pause * 2, longestPauseMs);
      await wait(waited);
      if (stopping) return finish(0);
      run();
    });
  };
  run();
  return {
    done,
    stop(signal) {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      else finish(0);
    },
  };
}
