#!/usr/bin/env node
/**
 * No module of ours imports itself through others: what ESLint's import/no-cycle
 * checked, in about 2 s instead of about 20 s of a 2-core machine's CPU spread over every lint run
 * (ADR 060). The same rules as that lint rule with `ignoreExternal`:
 * - an edge is a static import, an `export … from`, a bare `import '…'` or a dynamic `import('…')`
 *   of a relative path;
 * - `import type`, `export type … from` and an import whose every name is `type` are not edges
 *   (they leave nothing behind at run time);
 * - packages (ours in packages/ included) are not followed.
 *
 * `node scripts/import-cycles.mjs` prints each cycle, file by file, and exits 1 if there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'coverage']);
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The file a relative specifier names, as Node's resolver with our extensions finds it. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const typeOnlyImport = (node) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
    ? bindings.elements.every((element) => element.isTypeOnly)
    : false;
};

/** The relative modules a file needs at run time. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !typeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(file, specifier))
    .filter(Boolean);
}

const files = FOLDERS.filter((folder) => existsSync(path.join(root, folder))).flatMap((folder) => [
  ...sources(path.join(root, folder)),
]);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: a component of more than one file, or a file that
// imports itself, is a cycle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  order.set(file, index);
  low.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!order.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
  }
  if (low.get(file) !== order.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component);
}
for (const file of graph.keys()) if (!order.has(file)) connect(file);

/** One way round the component, from its first file back to it. */
function pathRound(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of graph.get(file)) {
      if (next === start) {
        const way = [start];
        for (let at = file; at !== start; at = previous.get(at)) way.splice(1, 0, at);
        return [...way, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return component;
}

for (const component of cycles) {
  console.error('Import cycle (a module imports itself through others; move the shared piece down):');
  for (const file of pathRound(component)) console.error(`  ${path.relative(root, file)}`);
}
if (cycles.length) process.exit(1);
console.log(`No import cycles in ${graph.size} files.`);
