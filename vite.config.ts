import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One build, several HTML entry points sharing chunks: the web site (every path but /liff/* and /games/*),
// the LIFF mini-app (/liff/*) and the built-in games' pages (/games/*). The server maps paths to them.
export default defineConfig({
  plugins: [react()],
  publicDir: 'web-app/public',
  resolve: { alias: aliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: which chunks each entry loads up front (read by bench/suites/bundle.ts).
    manifest: true,
    rollupOptions: {
      input: {
        web: page('./web-app/index.html'),
        liff: page('./liff-app/index.html'),
        ...Object.fromEntries(
          ['slot', 'baccarat', 'roulette', 'fishing', 'football', 'verify'].map((name) => [
            `game-${name}`,
            page(`./games/pages/${name}/index.html`),
          ]),
        ),
      },
    },
  },
});
