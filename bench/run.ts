import { href, paths } from '../apps/web/src/config/paths.ts';
import { kb } from './budget.ts';
import { homeInitialJs, INITIAL_JS_BUDGET_KB } from './initial-js.ts';
import { LIGHTHOUSE_RUNS, lighthouseHeader, lighthouseRow } from './lighthouse.ts';
import { LIVE_SIZES, liveSection } from './live-scale.ts';
import { scaleSection } from './scale-section.ts';
import { relevanceSection } from './search-relevance.ts';
import { footprintSection } from './server-footprint.ts';
import { startApp, startBare, webDist } from './server.ts';
import { throughput } from './throughput.ts';
import { firstVisitBytes, KINDS } from './transfer.ts';

/**
 * `npm run bench`: measurements of the built web app (BENCH_WEB_DIST, else apps/web/dist) served
 * by the API with the demo data, each section printed as soon as it is measured. See README.md.
 */
const LISTING_API = '/api/posts?type=sell&page=1&limit=12';
const FIRMS_API = '/api/interior?page=1&limit=12';
const BLOG_API = '/api/blog?page=1';
const FIRST_VISIT_BUDGET_KB = { home: 250, details: 350 };

const started = Date.now();
// `npm run bench -- live [N…]`: the live channel at scale alone (issue 21; PostgreSQL and redis-server).
if (process.argv[2] === 'live') {
  const sizes = process.argv
    .slice(3)
    .map(Number)
    .filter((size) => size > 0);
  await liveSection(sizes.length ? sizes : LIVE_SIZES);
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
// BENCH_ONLY=scale: the search-at-scale section alone (it needs PostgreSQL, not the built web app).
if (process.env.BENCH_ONLY === 'scale') {
  await scaleSection();
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
// BENCH_ONLY=relevance: the search relevance set alone (issue 29; PostgreSQL, not the built web app).
if (process.env.BENCH_ONLY === 'relevance') {
  await relevanceSection();
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
// BENCH_ONLY=footprint: start-up time and memory of the server process alone (needs `npm run build`).
if (process.env.BENCH_ONLY === 'footprint') {
  await footprintSection();
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
console.log(`Web app: ${webDist}`);
const app = await startApp();
const bare = await startBare();
try {
  // An approved sell post with photos, as the listing shows it first.
  const listing = (await (await fetch(`${app.url}${LISTING_API}`)).json()) as {
    posts: { PostID: string; firstImageUrl: string | null }[];
  };
  const post = listing.posts.find((candidate) => candidate.firstImageUrl !== null);
  if (!post) throw new Error('The demo seed gave no approved sell post with a photo.');
  const details = href.buySellDetails(post.PostID);
  // The design firm the directory shows first (best rated).
  const firms = (await (await fetch(`${app.url}${FIRMS_API}`)).json()) as { firms: { PostID: string }[] };
  const firm = firms.firms[0];
  if (!firm) throw new Error('The demo seed gave no listed design firm.');
  const firmDetails = href.interiorDetails(firm.PostID);
  // The blog's spotlight article (issue 16), as /Blog shows it first.
  const blog = (await (await fetch(`${app.url}${BLOG_API}`)).json()) as { spotlight: { id: number } | null };
  if (!blog.spotlight) throw new Error('The demo seed gave no spotlight article.');
  const article = href.blogPostDetails(String(blog.spotlight.id));

  const bundle = await homeInitialJs(app.url);
  console.log(`Home route initial JS: ${bundle.gzipKb.toFixed(1)} KB gzipped over ${bundle.files.length} files`);
  console.log(`  ratio to the ${INITIAL_JS_BUDGET_KB} KB budget: ${(bundle.gzipKb / INITIAL_JS_BUDGET_KB).toFixed(2)}`);

  console.log('\nFirst visit, bytes transferred (cold cache, 390×844, until the network is idle):');
  for (const [name, path] of [
    ['home', paths.home],
    ['details', details],
  ] as const) {
    const visit = await firstVisitBytes(`${app.url}${path}`);
    const budget = FIRST_VISIT_BUDGET_KB[name];
    const ratio = visit.total / 1024 / budget;
    console.log(`  ${path}: ${kb(visit.total)} in ${visit.responses} responses`);
    console.log(`    ${KINDS.map((kind) => `${kind} ${kb(visit.byKind[kind])}`).join(', ')}`);
    console.log(`    ratio to the ${budget} KB budget: ${ratio.toFixed(2)} ${ratio <= 1 ? 'ok' : 'OVER'}`);
  }

  console.log('');
  const bareRps = await throughput(bare.url);
  for (const route of [
    '/api/health',
    '/api/locations/districts/dhaka/sub-districts',
    LISTING_API,
    FIRMS_API,
    BLOG_API,
  ]) {
    const rps = await throughput(`${app.url}${route}`);
    const ratio = (rps / bareRps).toFixed(2);
    console.log(`${route}: ${rps.toFixed(0)} req/s; bare Fastify ${bareRps.toFixed(0)} req/s; ratio ${ratio}`);
  }

  console.log('');
  await footprintSection();

  console.log('');
  await scaleSection();

  console.log('');
  await relevanceSection();

  console.log(`\nLighthouse mobile, performance only, median of ${LIGHTHOUSE_RUNS} runs (simulated throttling):`);
  console.log(lighthouseHeader());
  for (const path of [paths.home, paths.buySell, details, paths.interior, firmDetails, paths.blog, article]) {
    console.log(await lighthouseRow(path, `${app.url}${path}`));
  }
} finally {
  await app.close();
  await bare.close();
}
// Last, once the demo app is closed: its own servers, database and Redis (issue 21).
console.log('');
await liveSection(LIVE_SIZES);
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
