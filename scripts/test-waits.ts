import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Tests wait for the app, not the clock (issue 45). Read line by line, the test tree must hold:
 * - no fixed sleep: `waitForTimeout(`, a timer that only wakes the test (`setTimeout(resolve, 300)`,
 *   `setTimeout(() => done(), 50)`), a call of `sleep(…)`/`delay(…)` or the promise timers of
 *   `node:timers/promises`. A time limit that fails the test (`setTimeout(() => reject(…), 2000)`),
 *   a timer of 0 (the next turn of the event loop) and fake timers (`vi.advanceTimersByTime`) are fine;
 * - no elapsed-time assertion: `performance.now()` or `process.hrtime` at all, nor an `expect` over
 *   a difference with `Date.now()` or with a value taken from it (`const started = Date.now()`);
 *   `Date.now() - 3_600_000`, a moment, is fine;
 * - no check that quietly does nothing when an element is missing: `if (await x.isVisible())`,
 *   `if ((await x.count()) > 0)`, or the same in a `? :` or `&&`.
 * A line may be let through with a reason, on the line itself: `// sleep-ok: <why>`,
 * `// elapsed-ok: <why>`, `// conditional-ok: <why>`. Keep those few.
 */
export type FindingKind = 'sleep' | 'elapsed' | 'conditional';

export interface Finding {
  file: string;
  line: number;
  kind: FindingKind;
  text: string;
}

/** The comment that lets a line through, per kind: its reason must say something. */
const EXCUSE: Record<FindingKind, RegExp> = {
  sleep: /\/\/\s*sleep-ok:\s*\S.{4,}/,
  elapsed: /\/\/\s*elapsed-ok:\s*\S.{4,}/,
  conditional: /\/\/\s*conditional-ok:\s*\S.{4,}/,
};

/** A delay that is no wait: 0, the next turn of the event loop. */
const noDelay = (delay: string) => /^0+$/.test(delay.trim());

/** The delays of the line's timers that only wake something (the callback a bare name, or an arrow calling one). */
function wakingTimers(line: string): string[] {
  const delays: string[] = [];
  const bare = /\bsetTimeout\(\s*[A-Za-z_$][\w$]*\s*,\s*([^,)]+)\)/g;
  for (const match of line.matchAll(bare)) delays.push(match[1]!);
  // `() => resolve()`, `() => done(true)`: a call of a bare name, not of reject/fail (a time limit).
  const arrow = /\bsetTimeout\(\s*\(\s*\)\s*=>\s*([A-Za-z_$][\w$]*)\([^()]*\)\s*,\s*([^,)]+)\)/g;
  for (const match of line.matchAll(arrow)) if (!/reject|fail|abort/i.test(match[1]!)) delays.push(match[2]!);
  return delays;
}

const SLEEPS: ((line: string) => boolean)[] = [
  (line) => /\bwaitForTimeout\(/.test(line),
  (line) => wakingTimers(line).some((delay) => !noDelay(delay)),
  // A helper of that name called on its own (`retry.delay(n)` is something else's).
  (line) => /(?<![.\w$])(sleep|delay)\(/.test(line),
  (line) => /from\s+['"](node:)?timers\/promises['"]/.test(line),
];

/** The reads of an element's state that a condition may turn on. */
const STATE = '(isVisible|isHidden|isEnabled|isDisabled|isChecked|isEditable|count)';
/** `if (await x.isVisible())`, `if ((await x.count()) > 0)`. */
const CONDITIONAL_IF = new RegExp(`\\bif\\s*\\(\\s*\\(?\\s*await\\s[^;]*?\\.${STATE}\\(`);
/** `(await x.isVisible()) ? … : …`, `(await x.count()) > 0 && …`. */
const CONDITIONAL_ELSE = new RegExp(
  `\\(\\s*await\\s[^;]*?\\.${STATE}\\([^)]*\\)\\s*\\)\\s*(?:[<>!=]=?=?\\s*\\d+\\s*)?(?:\\?|&&|\\|\\|)`,
);

/** The findings of one file's text (`file` names it in them). */
export function findWaits(file: string, text: string): Finding[] {
  const lines = text.split('\n');
  // Values taken from the wall clock to be compared later: `const started = Date.now();`.
  const clockValues = [...text.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*Date\.now\(\)\s*[;\n]/g)].map(
    (match) => match[1]!,
  );
  const takenFromClock = clockValues.length
    ? new RegExp(`(\\b(${clockValues.join('|')})\\b\\s*-(?!=))|(-\\s*\\b(${clockValues.join('|')})\\b)`)
    : undefined;
  const findings: Finding[] = [];
  lines.forEach((raw, index) => {
    const found = (kind: FindingKind) => {
      if (!EXCUSE[kind].test(raw)) findings.push({ file, line: index + 1, kind, text: raw.trim() });
    };
    // What a line says in a comment is not code (the excuse is read from `raw`).
    const line = raw.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\s\/\/\s.*$/, '');
    if (!line.trim()) return;
    if (SLEEPS.some((sleeps) => sleeps(line))) found('sleep');
    const inExpect = /\bexpect(\.poll)?\(/.test(line);
    if (
      /\bperformance\.now\(\)|\bprocess\.hrtime\b/.test(line) ||
      // `Date.now() - 3_600_000` is a moment (an hour ago), not a time taken.
      (inExpect && /Date\.now\(\)\s*-(?!=)(?!\s*[\d_]+\b)|-\s*Date\.now\(\)/.test(line)) ||
      (inExpect && takenFromClock?.test(line))
    )
      found('elapsed');
    if (CONDITIONAL_IF.test(line) || CONDITIONAL_ELSE.test(line)) found('conditional');
  });
  return findings;
}

/** Where tests live (folders from the repository's root), and which of their files are tests or serve them. */
export const TEST_TREE: { dir: string; file: RegExp }[] = [
  { dir: 'apps/api/test', file: /\.(ts|mjs)$/ },
  { dir: 'apps/api/src', file: /\.test\.ts$/ },
  { dir: 'apps/web/src', file: /\.test\.tsx?$|\/test\/[^/]+\.tsx?$/ },
  { dir: 'packages', file: /\.test\.tsx?$|\/test\/[^/]+\.tsx?$/ },
  { dir: 'e2e', file: /\.ts$/ },
  { dir: 'bench', file: /\.test\.ts$/ },
  { dir: 'scripts', file: /\.test\.(ts|mjs)$/ },
];

/**
 * This check and its own test hold the patterns as data (planted examples): they are the one
 * place a pattern may stand unexcused.
 */
const CHECK_ITSELF = new Set(['scripts/test-waits.ts', 'scripts/test-waits.test.ts']);

/** Every file of the test tree under `root`, as paths from it. */
export function testFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (relative: string, pattern: RegExp) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const next = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') visit(next, pattern);
      } else if (pattern.test(next) && !CHECK_ITSELF.has(next)) files.push(next);
    }
  };
  for (const { dir, file } of TEST_TREE) visit(dir, file);
  return files.sort();
}

/** The findings of the whole test tree under `root`. */
export function findWaitsInTree(root: string): Finding[] {
  return testFiles(root).flatMap((file) => findWaits(file, readFileSync(path.join(root, file), 'utf8')));
}
