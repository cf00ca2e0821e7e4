import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { supportedLocales } from '../../packages/ui/src/theme/locales';
import { routeBudgets } from './routeBudgets';
import { routePreload } from './routePreload';

/**
 * The portal builds every workspace package from source (`@hrportal/source`), so `pnpm start`
 * needs no package build first. `pnpm --filter @hrportal/portal dev` proxies `/api` (REST, SSE and
 * the chat socket) to the reference server on `HRP_API` (default http://127.0.0.1:8080).
 */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    optimizeLocales.vite({ locales: [...supportedLocales] }),
    // The login route and every signed-in screen within their gzip budgets (issue 24).
    routeBudgets(new URL('./route-budgets.json', import.meta.url).pathname),
    // A signed-in reload fetches the frame's and the route's chunks beside the entry (issue 24).
    routePreload(new URL('./src/screens.tsx', import.meta.url).pathname),
  ],
  resolve: { conditions: ['@hrportal/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the login route) in the entry chunk, its CSS
          // in one file: the same modules (7 KB gz less, one file compresses better), but one
          // script and one stylesheet before the splash paints instead of 22 and 11 (issue 24).
          // Screens that share a module with it import it from there (it is loaded before them).
          groups: [{ name: 'login', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: process.env.HRP_API ?? 'http://127.0.0.1:8080',
        changeOrigin: true,
        ws: true,
      },
      '/socket.io': { target: process.env.HRP_API ?? 'http://127.0.0.1:8080', ws: true },
    },
  },
});
