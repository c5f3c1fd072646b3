import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { aliases } from './aliases';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file of the build, which the production server
 * sends as they are (server/src/plugins/spa.ts): smaller than compressing each response on the fly at quality 4,
 * and no CPU per request. HTML pages are served from memory and compressed per response.
 */
export const precompress = (options: { first?: (outDir: string) => Promise<unknown> } = {}): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await options.first?.(outDir);
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter(
        (name) => /\.(js|css|svg|json)$/.test(name) && !name.includes('/.ssr/'),
      )) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
};

/**
 * The back office (`admin`, served at /admin/*) as a second build into the same folder, started when the first
 * one closes: entries of one build share chunks, and an admin entry there re-splits the member apps' shared
 * chunks (more files, more bytes on their first screens). Built apart, it adds not a byte to them; files both
 * builds produce are identical by name and content. Its manifest is .vite/admin-manifest.json.
 */
const buildAdmin = (outDir: string) =>
  build({
    configFile: false,
    root: page('./'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: aliases },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      // antd's table, form and date picker: loaded by the console's pages, desktop only.
      chunkSizeWarningLimit: 1200,
      manifest: '.vite/admin-manifest.json',
      rollupOptions: { input: { admin: page('./admin-app/index.html') } },
    },
  });

/**
 * The member apps' first screens for the server (web-app/src/entry-server.tsx and liff-app/src/entry-server.tsx,
 * loaded by server/src/http/render-first-screen.ts): SSR builds into `.ssr/` and `.ssr/liff/` of the same folder,
 * every dependency bundled in (antd-mobile's modules import CSS, which Node cannot load). A dot folder: the
 * static files plugin does not serve it. One after the other: the web's build empties `.ssr/`.
 */
const buildServerEntry = (entry: string, outDir: string) =>
  build({
    configFile: false,
    root: page('./'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: aliases },
    ssr: { noExternal: true },
    build: {
      outDir,
      emptyOutDir: true,
      ssr: page(entry),
      target: 'node20',
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });

export const buildFirstScreen = async (outDir: string) => {
  await buildServerEntry('./web-app/src/entry-server.tsx', join(outDir, '.ssr'));
  await buildServerEntry('./liff-app/src/entry-server.tsx', join(outDir, '.ssr/liff'));
};

// One build, several HTML entry points sharing chunks: the web site (every path but /liff/*, /admin/* and
// /games/*), the LIFF mini-app (/liff/*) and the built-in games' pages (/games/*); then the back office
// (/admin/*) on its own (buildAdmin). The server maps paths to them.
export default defineConfig({
  plugins: [
    react(),
    precompress({ first: async (outDir) => [await buildAdmin(outDir), await buildFirstScreen(outDir)] }),
  ],
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
      // The contract modules only declare schemas: one that no live code uses (the answer checks of
      // shared/lib/api.ts exist in development and tests only) leaves the bundle, and zod with it.
      treeshake: { moduleSideEffects: (id) => !id.includes('/shared/contract/') },
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
