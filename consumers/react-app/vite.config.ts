import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host's own markup goes into every page at `<!-- host -->` (the harness compares the host
// alone with the host carrying our widgets).
const hostMarkup = readFileSync(new URL('./hostpage.html', import.meta.url), 'utf8');

export default defineConfig({
  plugins: [
    react(),
    // What our README's quick start tells a host to add: react-aria's strings for en-US only.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    {
      name: 'host-markup',
      transformIndexHtml: (html) => html.replace('<!-- host -->', hostMarkup),
    },
  ],
  build: {
    rollupOptions: {
      input: { index: 'index.html', host: 'host.html', hostile: 'hostile.html' },
    },
  },
});
