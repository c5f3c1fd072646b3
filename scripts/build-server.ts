import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = resolve(root, 'dist/server');

/**
 * Files that find their data by their own location (`new URL('../migrations/', import.meta.url)`: migrations,
 * game pages) keep finding it from the bundle: there `import.meta.url` becomes the source file's address as seen
 * from dist/server/, so server/migrations, games/migrations and the seed stay read in place, not copied.
 */
const sourceLocation = (outDir: string): Plugin => ({
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
});

/**
 * The operator commands as package.json runs them (`tsx server/src/cli/<name>.ts`), and ledger-burst.ts, which
 * tests/server/ledger/ledger-crash.test.ts spawns.
 */
const commandEntries = () => {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const names = Object.values(scripts).flatMap(
    (line) => /^tsx server\/src\/cli\/([\w-]+)\.ts$/.exec(line)?.[1] ?? [],
  );
  return [...names, 'ledger-burst'].map((name) => `server/src/cli/${name}.ts`);
};

/**
 * The production server as one ESM file, dist/server/server.js: server/src, games/ and shared/contract with the
 * path aliases of tsconfig.json resolved; node_modules stay external (installed by npm ci). `npm start` runs it
 * with plain node. The metafile lists every module inside, which the tests read to keep dev-only ones out.
 * `commands: true` (the tests' bundle, tests/server/helpers/global-setup.ts) adds each operator command beside it
 * as <name>.js, in the same build: every file sits in outDir, where the data-file addresses above are right.
 */
export const buildServer = async (outDir = serverOutDir, { commands = false } = {}) => {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/src/server.ts', ...(commands ? commandEntries() : [])],
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceLocation(outDir)],
  });
  return result.metafile;
};

/** A file of server/src that runs as a process: the server, or a command of server/src/cli. */
export type ServerScript = 'server' | `cli/${string}`;

/**
 * The node argv that runs `server/src/<script>.ts` from a bundle built into `outDir` with `commands: true`:
 * `bundledScript(dir, 'cli/ledger-adjust')` is `[node, '--enable-source-maps', '<dir>/ledger-adjust.js']`. What
 * the process does is the same as under tsx (`npm run ledger:adjust`); only tsx's compiling at each start is gone.
 */
export const bundledScript = (outDir: string, script: ServerScript): [node: string, ...args: string[]] => {
  const file = join(outDir, `${basename(script)}.js`);
  if (!existsSync(file)) {
    throw new Error(
      `${script} is not in the bundle ${relative(root, outDir)}: buildServer(dir, { commands: true }) bundles server.ts and the cli files package.json runs`,
    );
  }
  return [process.execPath, '--enable-source-maps', file];
};

// `tsx scripts/build-server.ts [outDir]`: also writes the metafile beside the bundle (meta.json).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? serverOutDir);
  writeFileSync(resolve(outDir, 'meta.json'), JSON.stringify(await buildServer(outDir)));
  console.log(`server built: ${relative(root, resolve(outDir, 'server.js'))}`);
}
