import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets';

const apiTarget = 'http://localhost:3000';
const apiPrefixes = ['/auth', '/api', '/pay', '/two-factor', '/health'];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys. There is no
        // catch-all vendor group: it would be imported by the entry and pull every library of every lazy page
        // into the initial bundle (issue 9: under 200 kB gzip); the rest follows the import graph.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            // recharts and what only it uses: the admin charts load them, not every page of the portal. The
            // react group takes use-sync-external-store first, as i18next shares it with react-redux.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|clsx)[\\/]/,
              priority: 15,
            },
            // What the entry imports statically is one chunk: the customer's initial JavaScript (issue 9:
            // under 200 kB gzip) in as few requests as the react group allows.
            { name: 'app', tags: ['$initial'], priority: 12 },
            // The dashboard's layout and its busiest pages, with everything they import that the entry has
            // not: one lazy chunk instead of some thirty small shared ones. On a mobile connection each
            // request costs a round trip, and the page cannot render before the last one is in (issue 9:
            // Lighthouse performance). Other pages keep chunks of their own and load this one with them.
            {
              name: 'portal',
              test: /apps[\\/]web[\\/]src[\\/](app[\\/]layouts|features[\\/](dashboard|invoices|subscriptions))[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
