import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Alias } from 'vite';
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
 * React, React DOM and React Router in one chunk of their own, which every page needs at start.
 * Left to itself the bundler splits React Router into a common chunk (the /user and /admin pages,
 * loaded from a chunk that main loads, import it too), which costs more than it saves; and the
 * framework's chunk keeps its name and hash while only the app's code changes.
 */
const frameworkChunk = { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ };

export default defineConfig(({ command, isSsrBuild }) => ({
  // The installable app's icons, manifests and service worker come before the precompression of text files.
  plugins: [react(), tailwindcss(), pwaPlugin(), precompressPlugin()],
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
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [frameworkChunk] } } },
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
