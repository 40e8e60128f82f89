import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (issue 45; docs/conventions.md, "The repository explains itself"):
 * a clone is all a newcomer has, so no file may point at a document outside it, and every ADR says
 * whether it still holds and since when.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));

/** The files a clone has, and new ones not yet added (so a reference is caught before its commit). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))].filter(
    (file) => file && file !== self && file !== 'package-lock.json' && existsSync(path.join(root, file)),
  );
}

function texts(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of repositoryFiles()) {
    const bytes = readFileSync(path.join(root, file));
    if (bytes.includes(0)) continue; // an image, a sound
    found.push({ file, text: bytes.toString('utf8') });
  }
  return found;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('references to documents', () => {
  const files = texts();

  it('finds the repository', () => {
    expect(files.some(({ file }) => file === 'README.md')).toBe(true);
  });

  it('never points into a folder beside the repository', () => {
    // The outside documents were in a shared/ folder beside the repository (shared/spec/…). No
    // folder of the repository is called shared/ (the web app's shared layer is apps/web/src/domain/),
    // so any relative path up into a shared/ folder, even one that stays inside, would read as a
    // reference to them: a plain git grep for one must find nothing.
    const outside = files.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:\.\.\/)+shared\/|\/work\/shared\b/g)].map((m) => `${file}:${lineOf(text, m.index)}`),
    );
    expect(outside).toEqual([]);
  });

  it('cites the conventions and the architecture by their files in docs/', () => {
    // The outside documents were CONVENTIONS.md, ARCHITECTURE.md and STACK.md, cited by name.
    const byOldName = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:CONVENTIONS|ARCHITECTURE|STACK\.md)\b/g)].map(
        (m) => `${file}:${lineOf(text, m.index)}: ${m[0]}`,
      ),
    );
    expect(byOldName).toEqual([]);
    // A path to one of the guides must reach the file: from the root (docs/…) or from the citing file.
    const unreachable = files.flatMap(({ file, text }) =>
      [...text.matchAll(/[\w./-]*\b(?:conventions|architecture|product-spec|glossary)\.md\b/gi)]
        .filter(
          ([reference]) =>
            !existsSync(path.join(root, reference)) && !existsSync(path.join(root, path.dirname(file), reference)),
        )
        .map((m) => `${file}:${lineOf(text, m.index)}: ${m[0]}`),
    );
    expect(unreachable).toEqual([]);
  });

  it('has the product spec that "spec §N" cites', () => {
    const cited = files.some(({ text }) => /\bspec §\d/i.test(text));
    expect(cited && !existsSync(path.join(root, 'docs', 'product-spec.md'))).toBe(false);
  });
});

interface Adr {
  number: string;
  file: string;
  /** The list lines under the title, before the first section. */
  header: string[];
}

function adrs(): Adr[] {
  const dir = path.join(root, 'docs', 'decisions');
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .map((name) => {
      const lines = readFileSync(path.join(dir, name), 'utf8').split('\n');
      const end = lines.findIndex((line) => line.startsWith('## '));
      const header = lines.slice(1, end === -1 ? lines.length : end).filter((line) => line.startsWith('- '));
      return { number: name.slice(0, 3), file: `docs/decisions/${name}`, header };
    });
}

/** The ADR numbers a header line names ("- Amends: ADR 038 (…)", "- Status: amended by ADR 012 and ADR 053"). */
const named = (line: string | undefined) => [...(line ?? '').matchAll(/ADR (\d{3})/g)].map((m) => m[1]!);
const field = (adr: Adr, name: string) => adr.header.find((line) => line.startsWith(`- ${name}: `));

describe('decision records', () => {
  const all = adrs();
  const byNumber = new Map(all.map((adr) => [adr.number, adr]));

  it('are numbered once each', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(byNumber.size).toBe(all.length);
  });

  it('each say their status and date under the title', () => {
    const missing = all.flatMap((adr) => {
      const problems: string[] = [];
      const status = field(adr, 'Status');
      if (!status || !/^- Status: (?:accepted|superseded by ADR \d{3}|amended by .+)$/.test(status)) {
        problems.push(`${adr.file}: "- Status: accepted|superseded by ADR NNN|amended by …"`);
      }
      if (!/^- Date: \d{4}-\d{2}-\d{2}$/.test(field(adr, 'Date') ?? '')) {
        problems.push(`${adr.file}: "- Date: YYYY-MM-DD"`);
      }
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it('link a superseded or amended record and the one that changed it, both ways', () => {
    const broken: string[] = [];
    for (const adr of all) {
      const status = field(adr, 'Status') ?? '';
      const superseded = status.startsWith('- Status: superseded');
      for (const other of named(status)) {
        const back = superseded ? 'Supersedes' : 'Amends';
        const target = byNumber.get(other);
        if (!target) broken.push(`${adr.file}: ADR ${other} does not exist`);
        else if (!named(field(target, back)).includes(adr.number)) {
          broken.push(`${target.file}: "- ${back}: ADR ${adr.number} (…)" (${adr.file} says so)`);
        }
      }
      for (const [name, word] of [
        ['Supersedes', 'superseded'],
        ['Amends', 'amended'],
      ] as const) {
        for (const other of named(field(adr, name))) {
          const target = byNumber.get(other);
          if (!target) broken.push(`${adr.file}: ADR ${other} does not exist`);
          else if (
            !(field(target, 'Status') ?? '').includes(word) ||
            !named(field(target, 'Status')).includes(adr.number)
          ) {
            broken.push(`${target.file}: "- Status: ${word} by ADR ${adr.number}" (${adr.file} says so)`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
