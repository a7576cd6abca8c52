import { fileURLToPath } from 'node:url';
import { defineConfig, normalizePath } from 'vite';
import react from '@vitejs/plugin-react';

// The API (with its built-in Mollie double) runs on port 3000; in development the SPA talks to it
// through this proxy so that every call stays same-origin, exactly as with `npm start`.
const api = process.env.API_URL ?? 'http://localhost:3000';
// The app's own source, as the bundler names its modules (forward slashes on every system).
const appSource = normalizePath(fileURLToPath(new URL('./src/', import.meta.url)));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The shared contracts are bundled from their TypeScript source: no separate build needed.
  resolve: { alias: { '@bookshop/contracts': fileURLToPath(new URL('../libs/contracts/src', import.meta.url)) } },
  server: {
    proxy: { '/api': api, '/uploads': api, '/__mollie': api },
  },
  // The server build (src/server/render-page.tsx, loaded by the API) carries React and every
  // library it renders with (one copy of React for all of them), built for production whatever
  // NODE_ENV the API runs with: the development builds render several times slower.
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
      }
    : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to measure what a storefront visitor downloads,
    // and the server reads it to link the styles and scripts of the chunks a page used.
    manifest: !isSsrBuild,
    // Few, larger scripts for the storefront: left alone, the bundler cuts the code shared by the
    // lazily loaded pages into a score of small files, each a round trip on a phone's slow network.
    // The libraries every page runs go in two files, the app's shared code in another; what only
    // one page (or the back office) uses still loads with that page.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Two library chunks, which a rendered page evaluates one task after the other (server/page-scripts.ts).
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react-router|react-redux|@reduxjs|redux|immer|reselect|i18next|react-i18next|use-sync-external-store|@standard-schema)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'storefront',
                  test: (id: string) => id.startsWith(appSource) && !id.startsWith(`${appSource}features/admin/`) && !id.endsWith('.json'),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
