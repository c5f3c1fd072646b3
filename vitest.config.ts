import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { aliases } from './aliases';
import { testLanes, type Lane } from './tests/setup/lanes';
import { TEST_NODE_FLAGS } from './tests/setup/node-flags';

// tests/setup/lanes.ts decides which file goes where: the `unit` projects never open a database and run once; the
// `database` ones run against PGlite, or PostgreSQL when DATABASE_URL is set (CI runs them again there:
// `npm run test:database`), each file from one migrated and seeded database as it was (the worker's own, put back
// between files: tests/server/helpers/db-reuse.ts); `embedded-database` holds
// the files whose database is PGlite by design, run once; `screens` renders the apps in jsdom. The files of a project share one module graph per worker (isolate: false): each file used to import
// the whole server or app again, which was half of the suite's time; the `-isolated` twins keep a graph per file
// for the files that replace modules.
const lanes = testLanes();

const project = (name: Lane): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: lanes[name],
    isolate: name.endsWith('-isolated'),
    ...(name.startsWith('database') ? { globalSetup: ['tests/server/helpers/global-setup.ts'] } : {}),
    // Data directories of its own: only the server bundle it starts (global-setup.ts would build a template too).
    ...(name === 'embedded-database' ? { globalSetup: ['tests/server/helpers/bundle-setup.ts'] } : {}),
  },
});

const inTests = (path: string) => fileURLToPath(new URL(`./tests/setup/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // `// @vitest-environment screen`: jsdom, one window per worker (vitest looks the name up as a package).
      { find: 'vitest-environment-screen', replacement: inTests('screen-window.ts') },
      // zustand's create, remembering its stores so that each screen file starts from fresh ones (dom.ts).
      { find: /^zustand$/, replacement: inTests('zustand-stores.ts') },
    ],
  },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // What jsdom lacks and the screens ask for (matchMedia), and what a screen file leaves behind; a no-op in the
    // node files.
    setupFiles: ['tests/setup/dom.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    execArgv: TEST_NODE_FLAGS,
    maxWorkers: 2,
    reporters: ['default'],
    projects: (Object.keys(lanes) as Lane[]).filter((name) => lanes[name].length > 0).map(project),
  },
});
