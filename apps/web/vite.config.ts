import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { precompressPlugin } from './vite-precompress.ts';
import { pwaPlugin } from './vite-pwa.ts';

// The dev server proxies the API and the live channel to the api process (npm run dev).
const apiTarget = 'http://localhost:3001';

/**
 * React Router's package exports point only at its development build, whatever the mode
 * (remix-run/react-router#12532): its dev-only warnings and their checks ship. A build takes the
 * production build instead. The app imports only the bare 'react-router' (no other package
 * does), so one copy is bundled and its contexts stay one.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionReactRouter: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/**
 * React and React DOM in one chunk of their own, which every page needs at start, and React Router
 * in another, which only the single-page app needs: a page of islands (ADR 059) loads no router.
 * Left to itself the bundler splits React Router into a common chunk (the /user and /admin pages,
 * loaded from a chunk that main loads, import it too), which costs more than it saves; and the
 * framework's chunks keep their names and hashes while only the app's code changes.
 */
const frameworkChunks = [
  // The page's first script and what it imports, on their own: left to themselves the modules it
  // shares with the session (the storage keys, the API client) go into the session's chunk, which
  // imports React, and the first script would wait for React before it catches a tap (issue 43).
  { name: 'boot', tags: ['$initial' as const], priority: 10 },
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  // The API client, the session and the visit every island is hydrated with (ADR 059): left to
  // itself the bundler cuts them into a file per set of islands that reach them, which a page
  // of islands then loads as five small files instead of one.
  {
    name: 'session',
    test: new RegExp(
      String.raw`src[\\/]lib[\\/](api-client|query-keys|visitor|` +
        String.raw`session[\\/](session|token-store|remember-language|get-profile))\.tsx?$`,
    ),
  },
];

/**
 * react-i18next imports one function of i18next at run time (`keyFromSelector`, for selector keys
 * Ghorbari does not use); that import alone would put i18next's whole runtime (18 KB gzipped) into
 * every page of islands (ADR 059). It is pointed at src/lib/i18n/react-i18next-imports.ts.
 */
const reactI18nextWithoutI18next: Plugin = {
  name: 'ghorbari:react-i18next-without-i18next',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'i18next' || !importer || !/[\\/]node_modules[\\/]react-i18next[\\/]/.test(importer)) return null;
    return fileURLToPath(new URL('./src/lib/i18n/react-i18next-imports.ts', import.meta.url));
  },
};

/**
 * Every lucide-react icon module imports `../createLucideIcon.mjs`, which brings lucide's run-time
 * (its context, attribute builders, class merging) with the first icon a page draws. It is pointed
 * at src/components/icon-factory.tsx, which draws the same SVG from the icon's data: the icons stay
 * lucide's, imported as always, and no page downloads an icon library (issue 43, ADR 059).
 */
const lucideIconsWithoutRuntime: Plugin = {
  name: 'ghorbari:lucide-icons-without-runtime',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      !source.endsWith('/createLucideIcon.mjs') ||
      !importer ||
      !/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
    )
      return null;
    return fileURLToPath(new URL('./src/components/icon-factory.tsx', import.meta.url));
  },
};

/**
 * The islands' runtime (islands/hydrate-islands.tsx and the files it imports) as an inert
 * `<template id="islands-code">` of `<link rel="modulepreload">`s: a visitor's page of islands
 * starts at the reader's first touch, and the first script fetches these once the page has loaded
 * so that the touch does not wait for the network (islands/start-on-touch.ts).
 */
const islandsCodeTemplate: Plugin = {
  name: 'ghorbari:islands-code-template',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const runtime = chunks.find((chunk) =>
        /[\\/]src[\\/]islands[\\/]hydrate-islands\.tsx$/.test(chunk.facadeModuleId ?? ''),
      );
      if (!runtime) return [];
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the page's first script already loads is not asked for again.
      const loaded = new Set<string>();
      const files: string[] = [];
      const follow = (fileName: string, into: Set<string>, list?: string[]) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) follow(imported, into, list);
        list?.push(fileName);
      };
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) follow(entry.fileName, loaded);
      follow(runtime.fileName, new Set(loaded), files);
      const links = files
        .filter((file) => !loaded.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-islands-code>`)
        .join('');
      return [{ tag: 'template', attrs: { id: 'islands-code' }, children: links, injectTo: 'body' }];
    },
  },
};

/**
 * The page's first script compiled whole at once (issue 43, ADR 068). V8 compiles a
 * function when it is first called unless told otherwise, and that compile lands on the main thread:
 * the first script runs just after the first paint, and its tap handlers first run at the reader's
 * first tap, both in the frames that tap waits on. The magic comment at the top of the file asks V8
 * to compile every function there when it compiles the script (ADR 068: its run after the paint
 * went from 40–50 ms to 11–30 ms at the bench's slowdown). Added after the bundle is written,
 * since the minifier drops comments.
 */
const FIRST_SCRIPT_COMPILED_WHOLE = '//# allFunctionsCalledOnLoad\n';
const firstScriptCompiledWhole: Plugin = {
  name: 'ghorbari:first-script-compiled-whole',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) output.code = FIRST_SCRIPT_COMPILED_WHOLE + output.code;
      }
    },
  },
};

/**
 * The page's first script is `async`, not deferred (issue 43, ADR 069). A deferred script holds
 * the page's DOMContentLoaded until it has arrived and run, and on a slow network it arrives
 * after the first paint: Chromium's own work at DOMContentLoaded (reading the page's forms for
 * autofill, 20–50 ms at the bench's slowdown) then came in the frames the first tap waits on. An
 * async script lets the page finish parsing and fire DOMContentLoaded before its first paint; the
 * script waits for the parser itself where it needs the whole page (boot.ts).
 */
const firstScriptAsync: Plugin = {
  name: 'ghorbari:first-script-async',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const tag = /<script type="module" crossorigin src="/g;
      if ((html.match(tag) ?? []).length !== 1) throw new Error('index.html: expected exactly one module script');
      return html.replace(tag, '<script type="module" async crossorigin src="');
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The installable app's icons, manifests and service worker come before the precompression of text files.
  plugins: [
    reactI18nextWithoutI18next,
    lucideIconsWithoutRuntime,
    islandsCodeTemplate,
    firstScriptCompiledWhole,
    firstScriptAsync,
    react(),
    tailwindcss(),
    pwaPlugin(),
    precompressPlugin(),
  ],
  // The server renderer (src/entry-server.tsx, ADR 015) is one self-contained bundle: it runs
  // wherever the build is put, with no node_modules beside it.
  ssr: { noExternal: true },
  // The dev server keeps the development build and its warnings.
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // The page's only script tag (src/boot.ts) has no static imports to preload, and the preloads
    // of dynamic imports fall back to rel=preload by themselves: the polyfill would be dead weight.
    //
    // A page of islands hands itself to the whole app only now and then (another language, a
    // member's own post; ADR 059): the list of main's files is left out of the islands' runtime,
    // which every such page loads, and main's files then load as main asks for them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies, { hostId }) =>
        /(^|\/)main-[\w-]+\.js$/.test(file) && /(^|\/)hydrate-islands-[\w-]+\.js$/.test(hostId) ? [] : dependencies,
    },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: frameworkChunks } } },
  },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));
