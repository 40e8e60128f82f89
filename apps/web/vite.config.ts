import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite-precompress.ts';
import { pwaPlugin } from './vite-pwa.ts';

// The dev server proxies the API and the live channel to the api process (npm run dev).
const apiTarget = 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The installable app's icons, manifests and service worker come before the precompression of text files.
  plugins: [react(), tailwindcss(), pwaPlugin(), precompressPlugin()],
  // The server renderer (src/entry-server.tsx, ADR 015) is one self-contained bundle: it runs
  // wherever the build is put, with no node_modules beside it.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
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
