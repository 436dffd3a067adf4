import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (`npm start`); KYYNAL_API points the dev proxy elsewhere (e.g. another port).
const api = process.env.KYYNAL_API ?? 'http://localhost:3000';

export default defineConfig({
  root: 'pwa',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Chunks are fetched from /assets; the server serves dist/ and falls back to index.html.
    assetsDir: 'assets',
    sourcemap: false,
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
});
