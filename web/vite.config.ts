import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API (with its built-in Mollie double) runs on port 3000; in development the SPA talks to it
// through this proxy so that every call stays same-origin, exactly as with `npm start`.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The shared contracts are bundled from their TypeScript source: no separate build needed.
  resolve: { alias: { '@bookshop/contracts': fileURLToPath(new URL('../libs/contracts/src', import.meta.url)) } },
  server: {
    proxy: { '/api': api, '/uploads': api, '/__mollie': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to measure what a storefront visitor downloads.
    manifest: true,
  },
});
