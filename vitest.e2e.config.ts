import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

// Browser tests: a real server on a free port, driven through Debian's Chromium by playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/helpers/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
