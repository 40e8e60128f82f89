import type { ChildProcess } from 'node:child_process';

/** Types of supervise.mjs, which `npm start` runs as plain Node before anything is built. */
export const EXIT_CANNOT_START: 78;

export interface SuperviseOptions {
  /** Starts the server once. */
  start: () => ChildProcess;
  /** The pause before a restart (tests hand in their own). */
  wait?: (ms: number) => Promise<void>;
  /** The clock, in ms. */
  now?: () => number;
  log?: (line: string) => void;
  firstPauseMs?: number;
  longestPauseMs?: number;
  steadyMs?: number;
}

export function supervise(options: SuperviseOptions): {
  /** Stops the server (or the wait before its next start) and ends `done`. */
  stop(signal: NodeJS.Signals): void;
  /** The exit code `npm start` ends with. */
  done: Promise<number>;
};
