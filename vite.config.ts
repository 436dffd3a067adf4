import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenBudget } from './scripts/first-screen-budget.ts';
import { precompress } from './scripts/precompress.ts';
import { webManifest } from './scripts/web-manifest.ts';

// The API server (`npm start`); KYYNAL_API points the dev proxy elsewhere (e.g. another port).
const api = process.env.KYYNAL_API ?? 'http://localhost:3000';

// react-router's package exports name only its development build (warnings, invariants); its
// production build ships beside it and is what a production bundle should contain.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'pwa',
  resolve: {
    // the import aliases (#domain/…, #pwa/…; tsconfig.json "paths", decision 0113)
    tsconfigPaths: true,
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
    // The home route loads the entry and its latest-notices chunk.
    firstScreenBudget({
      routeModules: ['features/notices/home/LatestNotices.tsx'],
      maxGzipKb: 130,
    }),
    // dist/assets/*.{js,css}.{br,gz}, sent as they are by the server
    precompress(),
    // The service worker (pwa/src/sw.ts → /sw.js) and the web app manifest; the page registers
    // the worker itself, lazily (features/pwa/PwaUi.tsx).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // a classic script: every browser with service workers runs it
        rollupFormat: 'iife',
        globPatterns: [
          '**/*.{js,css,html,svg}',
          // the directory map's county outlines (its offline base layer)
          'assets/*.geojson',
          'icons/icon-192.png',
          'icons/badge-96.png',
        ],
        globIgnores: ['sw.js', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Chunks are fetched from /assets; the server serves dist/ and falls back to index.html.
    assetsDir: 'assets',
    sourcemap: false,
    // dist/.vite/manifest.json: the server names a page's screen chunks in its HTML (preload hints)
    manifest: true,
    // every browser we support preloads modules natively
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A notice page would otherwise wait for some 30 small chunks: on HTTP/1.1 (six
        // connections) each costs a round trip on a phone network. The data layer and the notice
        // screens' shared parts go into one chunk each.
        codeSplitting: {
          groups: [
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|ky|hono)[\\/]|pwa[\\/]src[\\/]lib[\\/](QueryProvider|query-client|api-error|api|http)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // what shows a notice (the home's latest notices too: no data layer in here)
              name: 'notice-view',
              test: /pwa[\\/]src[\\/](features[\\/]notices[\\/](NoticeCard|format)|shared[\\/]notice[\\/](NoticePaper|format)|components[\\/]SafeImage)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // only the card and the wizard show a poem's attribution: its own chunk, else it
              // is merged with notice-paper.css's stub, which the first screen loads
              name: 'poem-credit',
              test: /pwa[\\/]src[\\/]shared[\\/]notice[\\/]PoemCredit\.tsx$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
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
