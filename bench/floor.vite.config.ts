import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../vite.config';

/**
 * The floor app's build (bench/suites/lighthouse.ts): the member apps' Vite setup (React plugin, target,
 * brotli and gzip copies) on bench/floor/index.html alone (the root). The output folder comes from the command line.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./floor', import.meta.url)),
  plugins: [react(), precompress()],
  // The web app's public files: the floor's banner is one of the demo agent's, served from the same path.
  publicDir: fileURLToPath(new URL('../web-app/public', import.meta.url)),
  build: { target: 'es2020', emptyOutDir: true },
});
