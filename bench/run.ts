import { existsSync } from 'node:fs';
import { paths } from '../apps/web/src/config/paths.ts';
import { kb } from './budget.ts';
import { firstTapSection } from './first-tap.ts';
import { signInTripSection } from './sign-in-trip.ts';
import { startupJsSection } from './initial-js.ts';
import { lighthouseSection } from './lighthouse.ts';
import { LIVE_SIZES, liveSection } from './live-scale.ts';
import { BLOG_API, findDemoPages, FIRMS_API, LISTING_API, SEARCH_WORDS } from './pages.ts';
import { scaleSection } from './scale-section.ts';
import { pagesRelevanceSection } from './search-relevance-pages.ts';
import { relevanceSection } from './search-relevance.ts';
import { footprintSection } from './server-footprint.ts';
import { startApp, startBare, webDist } from './server.ts';
import { throughput, throughputUnderFlood } from './throughput.ts';
import { firstVisitBytes, KINDS } from './transfer.ts';

/**
 * `npm run bench`: measurements of the built web app (BENCH_WEB_DIST, else apps/web/dist) served
 * by the API with the demo data, each section printed as soon as it is measured. See README.md.
 */
const FIRST_VISIT_BUDGET_KB = { home: 250, details: 350 };

const started = Date.now();
// The pages are drawn as a phone draws them, with its own Noto Sans Bengali (ADR 066; Debian's
// fonts-noto-core, which `npm test` installs beside Chromium). Without it the web font is fetched
// and the page laid out again: the layout shift and blocking time measured are the machine's.
if (!existsSync('/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf'))
  console.log(
    "WARNING: no Noto Sans Bengali on this machine (apt-get install fonts-noto-core): the pages' layout shift " +
      "and blocking time below measure a machine without a phone's Bengali font (ADR 066), not the pages.",
  );
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
// BENCH_ONLY=relevance: the API-level relevance set (issue 29; PostgreSQL), then the relevance
// through the pages (issue 63; the built web app). BENCH_ONLY=relevance-pages: the latter alone.
if (process.env.BENCH_ONLY === 'relevance' || process.env.BENCH_ONLY === 'relevance-pages') {
  const old = process.env.BENCH_ONLY === 'relevance' ? await relevanceSection() : undefined;
  if (old) console.log('');
  await pagesRelevanceSection(old);
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
// BENCH_ONLY=footprint: start-up time and memory of the server process alone (needs `npm run build`).
if (process.env.BENCH_ONLY === 'footprint') {
  await footprintSection();
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
// BENCH_ONLY=signin: the sign-in round trip on the slow phone alone (issue 64; the built web app).
if (process.env.BENCH_ONLY === 'signin') {
  console.log(`Web app: ${webDist}`);
  const app = await startApp();
  try {
    await signInTripSection(app.url, await findDemoPages(app.url));
  } finally {
    await app.close();
  }
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
// BENCH_ONLY=pages: the public pages alone (issue 30): start-up JS, first taps, Lighthouse.
// BENCH_ONLY=firsttap: the first taps alone. Both need the built web app, not PostgreSQL.
if (process.env.BENCH_ONLY === 'pages' || process.env.BENCH_ONLY === 'firsttap') {
  console.log(`Web app: ${webDist}`);
  const app = await startApp();
  try {
    const pages = await findDemoPages(app.url);
    if (process.env.BENCH_ONLY === 'pages') {
      await startupJsSection(app.url, pages.publicPages);
      console.log('');
    }
    await firstTapSection(app.url, pages);
    if (process.env.BENCH_ONLY === 'pages') {
      console.log('');
      await lighthouseSection(
        app.url,
        pages.publicPages.map((page) => page.path),
      );
    }
  } finally {
    await app.close();
  }
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}
console.log(`Web app: ${webDist}`);
const app = await startApp();
const bare = await startBare();
try {
  const pages = await findDemoPages(app.url);
  const details = pages.sellDetails;

  await startupJsSection(app.url, pages.publicPages);

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
  await firstTapSection(app.url, pages);

  console.log('');
  await signInTripSection(app.url, pages);

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
  // Issue 39 (ADR 044): a post's details while 60 clients from 40 addresses flood the wider searches.
  const detailsApi = `${app.url}/api/posts/${pages.sellPostId}`;
  const alone = await throughput(detailsApi);
  const wider = `${app.url}/api/posts/alternatives?type=rent&q=${encodeURIComponent(SEARCH_WORDS)}`;
  const flooded = await throughputUnderFlood(detailsApi, wider);
  const floodRatio = (flooded.rps / alone).toFixed(2);
  console.log(
    `/api/posts/:id while 60 clients flood /api/posts/alternatives: ${flooded.rps.toFixed(0)} req/s answered ` +
      `(${flooded.failed} failed; the flood's answers ${JSON.stringify(flooded.flood)}); ` +
      `alone ${alone.toFixed(0)} req/s; ratio ${floodRatio}`,
  );

  console.log('');
  await footprintSection();

  console.log('');
  await scaleSection();

  console.log('');
  const relevance = await relevanceSection();

  console.log('');
  await pagesRelevanceSection(relevance);

  console.log('');
  // The pages measured before issue 30, then the rent details page and the search page it added.
  await lighthouseSection(app.url, [
    paths.home,
    paths.buySell,
    details,
    paths.interior,
    pages.firmDetails,
    paths.blog,
    pages.article,
    pages.rentDetails,
    pages.search,
  ]);
} finally {
  await app.close();
  await bare.close();
}
// Last, once the demo app is closed: its own servers, database and Redis (issue 21).
console.log('');
await liveSection(LIVE_SIZES);
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
