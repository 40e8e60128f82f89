#!/usr/bin/env node
/**
 * How fast this machine runs the kind of work the tests are made of, while they run (ADR 047).
 * A machine of ours runs the same work 10–20% faster or slower from one second to the next (its
 * neighbours' load), and a stage lasts minutes, so one measurement before a run says little about
 * the run. Instead a watcher, at the lowest priority, does a small fixed piece of work — objects,
 * JSON, regular expressions, sorting, compression: what the servers, the test runners and the type
 * checker spend their time on — every second for as long as the run lasts, and writes the CPU time
 * each piece took: the CPU time, not the clock's, so the seconds the busy tests keep it waiting do
 * not count, only how fast the machine does the work when it does. The median over the run is the
 * machine's speed over the run.
 *
 * `node scripts/machine-speed.mjs [seconds]` watches for that long and prints the median.
 */
import { appendFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';

/** The same small piece of work every time: no randomness, no clock, no input. */
function work() {
  const rows = [];
  for (let i = 0; i < 8_000; i++) {
    const title = `Flat ${i} in Mirpur ${i % 14}, ${(i * 7919) % 2000} sqft`;
    rows.push({ id: i, title, price: (i * 104_729) % 9_000_000 });
  }
  const text = JSON.stringify(rows);
  const back = JSON.parse(text);
  back.sort((a, b) => a.price - b.price || a.id - b.id);
  const sizes = back.map((row) => /(\d+) sqft/.exec(row.title)?.[1] ?? '').filter(Boolean);
  const words = new Map();
  for (const row of back) for (const word of row.title.split(/[ ,]+/)) words.set(word, (words.get(word) ?? 0) + 1);
  return inflateSync(deflateSync(Buffer.from(text))).length + sizes.length + words.size + back[0].id;
}

/** Milliseconds of CPU time one piece of work takes now. */
function oneSample() {
  const before = process.cpuUsage();
  if (work() <= 0) throw new Error('the work went wrong');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The median of samples (milliseconds of CPU time), or undefined without any. */
export function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Samples once a second until stopped, appending each to `file`, at the lowest priority. */
async function watch(file, seconds = Infinity) {
  setPriority(19);
  // The first pieces also compile the work: they are not the machine's speed.
  for (let warm = 0; warm < 5; warm++) oneSample();
  const samples = [];
  for (let elapsed = 0; elapsed < seconds; elapsed++) {
    const sample = oneSample();
    samples.push(sample);
    // A sample that cannot be written is lost, not the watcher.
    if (file) {
      try {
        appendFileSync(file, `${sample.toFixed(2)}\n`);
      } catch {
        // The folder went away: the next sample tries again.
      }
    }
    await sleep(1000);
  }
  return samples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, second] = process.argv.slice(2);
  if (first === '--watch' && second) await watch(second);
  else console.log((median(await watch(undefined, Number(first ?? 20))) ?? 0).toFixed(2));
}
