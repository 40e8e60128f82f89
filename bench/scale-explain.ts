import pg from 'pg';

/**
 * The SQL a request runs, and its plans (issue 17): node-postgres's `Client#query` is wrapped so
 * that, while a capture is on, each statement's text and values are kept; each kept SELECT is
 * then run again under `EXPLAIN (ANALYZE, BUFFERS)` and its plan told in one line: the indexes
 * used, and whether `posts` is read by a sequential scan. Whatever the posts repository becomes,
 * what is explained is what it sent.
 */
interface Statement {
  text: string;
  values: unknown[];
}
let captured: Statement[] | undefined;

const original: (...args: unknown[]) => unknown = pg.Client.prototype.query;
Object.defineProperty(pg.Client.prototype, 'query', {
  configurable: true,
  writable: true,
  value: function query(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (captured) {
      if (typeof first === 'string') captured.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') {
        // drizzle hands the values beside the query config; node-postgres also takes them inside it.
        const inside = 'values' in first && Array.isArray(first.values) ? first.values : [];
        const values = Array.isArray(second) ? second : inside;
        captured.push({ text: first.text, values });
      }
    }
    return Reflect.apply(original, this, args);
  },
});

/** The statements node-postgres sent while `work` ran (every client of the process). */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  captured = [];
  try {
    await work();
    return captured;
  } finally {
    captured = undefined;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export interface PlanSummary {
  statements: number;
  /** Server time of all the statements, from EXPLAIN ANALYZE. */
  ms: number;
  indexes: string[];
  seqScanOnPosts: boolean;
  line: string;
}

/** Runs each SELECT again under EXPLAIN (ANALYZE, BUFFERS) on `client` and sums them up in one line. */
export async function explainStatements(client: pg.Client, statements: Statement[]): Promise<PlanSummary> {
  const selects = statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.text));
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  let ms = 0;
  const each: number[] = [];
  for (const statement of selects) {
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.values,
    );
    const [plan] = result.rows[0]!['QUERY PLAN'];
    ms += plan['Execution Time'];
    each.push(plan['Execution Time']);
    walk(plan.Plan, (node) => {
      if (node['Index Name']) indexes.add(node['Index Name']);
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.add(node['Relation Name']);
    });
  }
  const seqScanOnPosts = seqScans.has('posts');
  const others = [...seqScans].filter((name) => name !== 'posts');
  const line =
    `${selects.length} select${selects.length === 1 ? '' : 's'} ${ms.toFixed(1)} ms` +
    (each.length > 1 ? ` (${each.map((one) => one.toFixed(1)).join(' + ')})` : '') +
    '; ' +
    `indexes: ${[...indexes].sort().join(', ') || 'none'}; ` +
    `Seq Scan on posts: ${seqScanOnPosts ? 'YES' : 'no'}` +
    (others.length ? ` (seq scans: ${others.join(', ')})` : '');
  return { statements: selects.length, ms, indexes: [...indexes], seqScanOnPosts, line };
}
