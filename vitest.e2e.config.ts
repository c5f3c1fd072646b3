import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';
import SlowFirst from './tests/e2e/helpers/slow-first';

// Browser tests: a real server on a free port, driven through Debian's Chromium by playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/helpers/global-setup.ts'],
    // Two files share the machine: a long journey may take twice its time alone.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time: each opens its own Chromium, and the servers they talk to (the shared one, or a file's
    // own) run in processes of their own, so one file's waits are the other's time.
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: SlowFirst },
  },
});
