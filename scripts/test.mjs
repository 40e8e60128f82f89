#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in one run, ending with the line CI reads:
 * `N passed, N failed`. Type checks, lint and the web build count as one check each; unit,
 * API and browser tests count one per test. Plain Node, so it runs before anything is built.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { median } from './machine-speed.mjs';
import { ensureChromium, ensureDependencies, root } from './setup.mjs';

process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = { passed: 0, failed: 0 };
const failures = [];
/** The names of the failed tests with the first line of each error: the end of a run names them. */
const failedTests = [];

/**
 * Each stage's share of the 15 minutes `npm test` may take on a 2-core machine (issue 32), in
 * seconds. The times are printed after each stage and together at the end, with the stages over
 * their share marked: a target, printed, never a failure (issue 62, ADR 047's fourth amendment). What
 * fails a run is a failing test, or a run that passes `TEST_TIME_LIMIT_MINUTES` (which .ci/run sets
 * to 45): then the stage under way is stopped and counted as failed. Machines of the same size
 * differ: one clean run took checks 1:17, unit and API 4:11,
 * build 0:05, browser 7:14; CI's slower one, with the same code, 1:29, 4:55, 0:07 and 9:03. After
 * the changes of 25 November 2026 a machine as slow took 1:21, 4:05, 0:07 and 7:38 (13:11 in
 * all); each share leaves it some room, and together they are the 15 minutes. Issue 39 added
 * browser tests (focus after dialogs, toasts and the navbar on two screens, saved posts across
 * pages): two clean runs on a quiet machine took checks 1:34 and 1:33 (the base commit's 1:31 on
 * the same machine), unit and API 4:07 and 3:58, build 0:07 twice, browser 8:17 and 8:32 (14:19
 * and 14:11 in all), so the shares moved to where the time is, each with 10–15 s to spare.
 * Issues 40 and 41 grew the web app: its build took 0:09 to 0:12 on quiet and busy machines, so
 * the build's share is 20 s, taken from unit and API tests (3:36 on a quiet clean run). On 26
 * November, with issue 41's support pages and claims, two clean runs on one machine (factor 1.06
 * and 1.04) took checks 1:44 (the lint in two parts), unit and API 4:13 twice, build 0:09 and
 * 0:07, browser 8:56 and 9:17: the build gives 8 s and unit and API 4 s to the browser.
 * Issue 42's demo market of about 2,000 posts (a template seeded about 4 s longer, its own seed
 * suite): three clean runs on one machine (factor 1.00) took unit and API 3:42, 3:54 and 4:09,
 * browser 7:43, 8:02 and 8:31, so 8 s move from the browser's share to unit and API. Issue 42's
 * last slice (the owner's standing on each post, its race tests, "বাসা" read as a type): a clean
 * runs on a machine of factor 1.00 took checks 1:34 and 1:25, unit and API 4:16 and 4:25, build
 * 0:06 and 0:07, browser 7:53 and 7:59 (the session before, 3:57 and 8:13), so 20 s move from the
 * browser to unit and API. On 28 November two clean runs on a machine the watcher put at 1.12 and
 * 1.09 took checks 1:42 and 1:37, unit and API 5:49 and 5:36, build 0:10 and 0:09, browser 8:51
 * and 9:02 (16:32 and 16:24 in all, within their 16:56 and 16:31): unit and API were 30 s over
 * their share as scaled while the other stages had room. The tests had not grown: on that machine
 * the base commit's unit and API tests took 5:03 alone, this one's 4:53. So 12 s move from the
 * checks and 12 s from the browser to unit and API.
 */
const SHARES_ON_REFERENCE = { checks: 93, vitest: 300, build: 12, browser: 495 };

const STAGES = [
  ['static checks', 'checks'],
  ['unit and API', 'vitest'],
  ['build', 'build'],
  ['browser', 'browser'],
];
const stageOf = (label) => STAGES.find(([prefix]) => label.startsWith(prefix))?.[1] ?? label;
const spent = {};
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * Machines of our kind differ by more than the shares' margins (ADR 047): on the machine of 25
 * November 2026's evening session the same suite took 1.34× the time it took on the machine the
 * shares were measured on, so every stage was over whatever the tests did. A watcher at the lowest
 * priority (scripts/machine-speed.mjs) times a small fixed piece of work every second of the run;
 * each stage gets its share times how much slower than on the reference machine that work ran
 * over the run (the median): never less than the share, at most `MAX_SLOWDOWN` times it, so a
 * machine slower than that, or a suite grown beyond its shares, still fails. The cap was 1.6 until
 * a machine of ours ran the same commit at 1.0 in the morning and 1.81 in the evening (14:30 and
 * 27:28 in all), and CI at 1.90 (28:48): the cap failed the machine, not the suite.
 * `REFERENCE_WORK_MS` is the work's CPU time on the reference machine (ADR 047).
 */
const REFERENCE_WORK_MS = 23.1;
const MAX_SLOWDOWN = 2.5;
// Outside test-results/, which the browser tests' runner empties when it starts.
const speedFile = path.join(tmpdir(), `ghorbari-machine-speed-${process.pid}.txt`);
rmSync(speedFile, { force: true });
const watcher = spawn(process.execPath, [path.join(root, 'scripts', 'machine-speed.mjs'), '--watch', speedFile], {
  stdio: 'ignore',
});
process.on('exit', () => {
  watcher.kill();
  rmSync(speedFile, { force: true });
});
/** This run's shares: the reference's, times the slowdown the watcher saw. */
function shares() {
  const samples = existsSync(speedFile) ? readFileSync(speedFile, 'utf8').split('\n').filter(Boolean).map(Number) : [];
  const workMs = median(samples) ?? REFERENCE_WORK_MS;
  const slowdown = Math.min(MAX_SLOWDOWN, Math.max(1, workMs / REFERENCE_WORK_MS));
  const byStage = Object.fromEntries(
    Object.entries(SHARES_ON_REFERENCE).map(([stage, seconds]) => [stage, Math.round(seconds * slowdown)]),
  );
  const reference = Object.values(SHARES_ON_REFERENCE).reduce((sum, seconds) => sum + seconds, 0);
  // The slowdown is the watcher's estimate: the run in all gets the stages' margin on it (below).
  const all = Math.round(reference * (1 + (slowdown - 1) * STAGE_TOLERANCE));
  console.log(
    `Machine speed: the watcher's work took ${workMs.toFixed(1)} ms of CPU (median of ${samples.length} ` +
      `samples; ${REFERENCE_WORK_MS} ms on the reference machine): each stage's share × ${slowdown.toFixed(2)}, ` +
      `${minutes(all)} in all.`,
  );
  return { byStage, all };
}

/**
 * The one limit that fails a run besides its tests: `TEST_TIME_LIMIT_MINUTES` (45 in .ci/run, unset
 * elsewhere). A run that passes it is hung or badly broken, not slow: the stage under way is
 * stopped, it and every stage after it count as failed, and the run says so.
 */
const limitMinutes = Number(process.env.TEST_TIME_LIMIT_MINUTES ?? '');
const runStarted = performance.now();
const timeLeftMs = () =>
  Number.isFinite(limitMinutes) && limitMinutes > 0
    ? Math.max(0, limitMinutes * 60_000 - (performance.now() - runStarted))
    : Infinity;
function outOfTime(label) {
  results.failed += 1;
  failures.push(`${label}: stopped, the run passed its ${limitMinutes} minutes (TEST_TIME_LIMIT_MINUTES)`);
  console.log(`━━ ${label}: stopped at the run's limit of ${limitMinutes} minutes`);
}

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}`);
  if (timeLeftMs() === 0) {
    outOfTime(label);
    return false;
  }
  const started = performance.now();
  const left = timeLeftMs();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    ...(left === Infinity ? {} : { timeout: Math.ceil(left), killSignal: 'SIGKILL' }),
  });
  const seconds = (performance.now() - started) / 1000;
  const stage = stageOf(label);
  spent[stage] = (spent[stage] ?? 0) + seconds;
  if (result.error?.code === 'ETIMEDOUT') {
    outOfTime(label);
    return false;
  }
  console.log(`━━ ${label}: ${minutes(seconds)}`);
  return result.status === 0;
}

/**
 * The stage times against their shares, as warnings: a stage over its share is marked `over`, and
 * the run in all is compared with the 15 minutes, scaled by the machine's speed. None of it fails
 * a run (issue 62: two stops with every test green were refused because a slower machine ran a
 * stage over its share). On a machine measured slower, the minutes in all are an estimate from the
 * watcher, which runs one piece of work on one core while the tests keep both busy: on the two
 * slowest runs the suite slowed 4–5% more than the watcher (1.89 against 1.81, 1.99 against 1.90),
 * so the slowdown it saw gets `STAGE_TOLERANCE` as margin.
 */
const STAGE_TOLERANCE = 1.08;
function reportStageTimes() {
  watcher.kill();
  console.log('');
  const { byStage: share, all: allShares } = shares();
  const total = Object.values(spent).reduce((sum, seconds) => sum + seconds, 0);
  console.log('\nStage times against their shares of 15 minutes on a 2-core machine (targets, not limits):');
  for (const [stage, seconds] of Object.entries(spent)) {
    const over = seconds > share[stage];
    console.log(
      `  ${stage.padEnd(8)} ${minutes(seconds).padStart(6)}  (${minutes(share[stage])})${over ? '  over' : ''}`,
    );
  }
  const allOver = total > allShares;
  console.log(`  ${'all'.padEnd(8)} ${minutes(total).padStart(6)}  (${minutes(allShares)})${allOver ? '  over' : ''}`);
  if (allOver) console.log('  Over the target: a warning. Only failing tests (or the time limit) fail the run.');
}

function count(label, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
  return ok;
}

function check(label, command, args) {
  return count(label, run(label, command, args));
}

/**
 * Checks that read the code and nothing else (type checks, lint, format), as many at a time as
 * the machine has cores (longest first): each is one process on one core, so on two cores they
 * take about half as long as one after another, and no more run at once than the cores hold.
 * Each one's output is printed whole, in the order given, when all are done.
 */
async function checkTogether(label, checks) {
  console.log(`\n━━ ${label}`);
  const started = performance.now();
  // The type checker and ESLint allocate many short-lived objects: a larger young generation lets
  // V8 collect them less often, about 10% less CPU for each (measured on 2 cores). Prettier and the
  // unit and API tests ran no faster with it; it is set here because the checks run together.
  const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');
  const runOne = ([name, command, args]) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { env: { ...process.env, NODE_OPTIONS: nodeOptions } });
      let output = '';
      const started = performance.now();
      const left = timeLeftMs();
      const limit =
        left === Infinity
          ? undefined
          : setTimeout(() => {
              output += `stopped: the run passed its ${limitMinutes} minutes (TEST_TIME_LIMIT_MINUTES)\n`;
              child.kill('SIGKILL');
            }, left);
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: 0 }));
      child.on('close', (code) => {
        clearTimeout(limit);
        resolve({ name, ok: code === 0, output, seconds: (performance.now() - started) / 1000 });
      });
    });
  const outcomes = new Array(checks.length);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const index = next++;
      outcomes[index] = await runOne(checks[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
  for (const { name, ok, output, seconds } of outcomes) {
    console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${minutes(seconds)})`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    count(name, ok);
  }
  const seconds = (performance.now() - started) / 1000;
  spent[stageOf(label)] = (spent[stageOf(label)] ?? 0) + seconds;
  console.log(`━━ ${label}: ${minutes(seconds)}`);
}

/** The first line of an error message, shortened: enough to tell a timeout from a wrong answer. */
const firstLine = (message) => {
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
};

/** Vitest's JSON report: each failed test as "file › title: first line of the error". */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return tests.map((test) => `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Playwright's JSON report: each test whose last try failed, with the project it ran in. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const title = [...here, spec.title].join(' › ');
        out.push(`${spec.file}:${spec.line} [${test.projectName}] ${title}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) out.push(`(outside a test) ${firstLine(error.message)}`);
  return out;
}

function countFrom(label, reportFile, read, names) {
  if (!existsSync(reportFile)) {
    results.failed += 1;
    failures.push(`${label} (no report: the runner did not finish)`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { passed, failed } = read(report);
  results.passed += passed;
  results.failed += failed;
  if (failed > 0) {
    failures.push(`${label}: ${failed} failed`);
    failedTests.push(...names(report));
  }
}

ensureDependencies();
const chromium = ensureChromium();

// Longest first, so the short ones fill in beside them. The lint is two runs (the web app, and
// the rest), so neither core is left with a long tail of checks while the other waits: as one
// run it took 1:33 beside the type checks, and the other core's five checks 1:58 (26 Nov 2026).
const typeCheck = (project) => [`type check ${project}`, bin('tsc'), ['-p', project]];
await checkTogether('static checks (types, lint, format, side by side)', [
  ['lint apps/web', bin('eslint'), ['--max-warnings', '0', 'apps/web']],
  typeCheck('apps/web'),
  // The API with the tools: the browser tests and the bench import it, so checking it on its own
  // as well did its 300 files twice (28 Nov 2026: 23.5 s and 23.3 s apart, 27.3 s together).
  typeCheck('tsconfig.tools.json'),
  ['format (prettier --check; `npm run format` fixes it)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['lint (all but apps/web)', bin('eslint'), ['--max-warnings', '0', '.', '--ignore-pattern', 'apps/web/**']],
  typeCheck('packages/contracts'),
  ['import cycles', process.execPath, [path.join('scripts', 'import-cycles.mjs')]],
]);

// The web app is built first: the browser tests' server, which serves it, starts next.
const built = check('build the web app', 'npm', ['run', 'build', '--silent', '-w', 'apps/web']);
const browserTests = Boolean(chromium) && built;
// That server seeds its demo data (about 25 s, on one core) while the unit and API tests run,
// instead of while the browser tests wait for it (issue 43: the run was at its 15 minutes).
const e2ePort = process.env.E2E_PORT ?? '4317';
const e2eServer = browserTests
  ? spawn(process.execPath, ['--import', 'tsx', path.join('e2e', 'serve.ts')], {
      env: { ...process.env, PORT: e2ePort },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  : null;

const vitestReport = path.join(root, 'test-results', 'vitest.json');
rmSync(vitestReport, { force: true });
run('unit and API tests (PGlite and PostgreSQL)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countFrom(
  'unit and API tests',
  vitestReport,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
  }),
  vitestFailures,
);

/** Whether the early server answers its health check within `seconds` (it counts to the browser tests). */
async function serverUp(seconds) {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until && e2eServer?.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${e2ePort}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (!chromium) {
  results.failed += 1;
  failures.push('browser tests: Chromium is missing (see above)');
} else if (browserTests) {
  const e2eReport = path.join(root, 'test-results', 'e2e-report.json');
  rmSync(e2eReport, { force: true });
  const waited = performance.now();
  const early = await serverUp(120);
  spent.browser = (spent.browser ?? 0) + (performance.now() - waited) / 1000;
  // Without it (it failed to start), Playwright starts one itself, as it would alone.
  if (!early) e2eServer?.kill('SIGTERM');
  run('browser tests (Chromium)', bin('playwright'), ['test'], early ? { E2E_SERVER_STARTED: '1' } : {});
  countFrom(
    'browser tests',
    e2eReport,
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
    }),
    playwrightFailures,
  );
}
if (e2eServer && e2eServer.exitCode === null) {
  // It shuts down as in production and removes its temporary data folder (e2e/serve.ts).
  const exited = new Promise((resolve) => e2eServer.once('exit', resolve));
  e2eServer.kill('SIGTERM');
  await exited;
}

reportStageTimes();
console.log('');
// The failed tests by name at the very end, where a log cut to its last lines still shows them.
if (failedTests.length) console.log(`The failed tests:\n${failedTests.map((name) => `  ✗ ${name}`).join('\n')}\n`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
