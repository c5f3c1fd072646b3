import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { aliases } from './aliases';
import { testLanes, type Lane } from './tests/setup/lanes';

// tests/setup/lanes.ts decides which file goes where: the `unit` projects never open a database and run once; the
// `database` ones run against PGlite, or PostgreSQL when DATABASE_URL is set (CI runs them again there:
// `npm run test:database`), each file from a copy of one migrated and seeded database. The files of a project
// share one module graph per worker (isolate: false): each file used to import the whole server again, which was
// half of the suite's time; the `-isolated` twins keep a graph per file for the files that replace modules.
const lanes = testLanes();

const project = (name: Lane): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: lanes[name],
    isolate: name.endsWith('-isolated'),
    ...(name.startsWith('database') ? { globalSetup: ['tests/server/helpers/global-setup.ts'] } : {}),
  },
});

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // What jsdom lacks and the screens ask for (matchMedia); a no-op in the node files.
    setupFiles: ['tests/setup/dom.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
    projects: (Object.keys(lanes) as Lane[]).filter((name) => lanes[name].length > 0).map(project),
  },
});
