import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

// Unit and integration tests. Server tests run against PGlite unless DATABASE_URL is set (then PostgreSQL).
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/server/helpers/global-setup.ts'],
    // What jsdom lacks and the screens ask for (matchMedia); a no-op in the node files.
    setupFiles: ['tests/setup/dom.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
