import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenBudget } from './scripts/first-screen-budget.ts';

// The API server (`npm start`); KYYNAL_API points the dev proxy elsewhere (e.g. another port).
const api = process.env.KYYNAL_API ?? 'http://localhost:3000';

// react-router's package exports name only its development build (warnings, invariants); its
// production build ships beside it and is what a production bundle should contain.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'pwa',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./pwa/src/lib/use-sync-external-store.ts', import.meta.url),
        ),
      },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  plugins: [
    react(),
    // The home route loads the entry and, right after first paint, its latest-notices chunk.
    firstScreenBudget({
      routeModules: ['features/notices/home/LatestNotices.tsx'],
      maxGzipKb: 130,
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Chunks are fetched from /assets; the server serves dist/ and falls back to index.html.
    assetsDir: 'assets',
    sourcemap: false,
    // every browser we support preloads modules natively
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
}));
