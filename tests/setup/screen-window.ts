import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * The `screen` test environment (`// @vitest-environment screen`): vitest's jsdom, but one window per worker for
 * every screen file it runs, as the files already share one module graph per worker (vitest.config.ts). A module
 * that took something from the window when first imported keeps working for the next file: react-spring's frame
 * loop holds the requestAnimationFrame of the window it was loaded in, and a window closed after its file left
 * every later file's dialogs and toasts mid-animation (two confirm dialogs, a toast that never came). One window
 * is also a jsdom start (about a second) per worker instead of per file. Each file leaves the window as a new one
 * would find it (tests/setup/dom.ts).
 */
let window: ReturnType<Environment['setup']> | undefined;

export default {
  name: 'screen',
  viteEnvironment: 'client',
  async setup(global, options) {
    window ??= builtinEnvironments.jsdom.setup(global, options);
    await window;
    // The worker runs only this project's screen files (vitest reuses a worker for one project and environment),
    // and ends with the run: the window is never torn down between them.
    return { teardown: () => {} };
  },
} satisfies Environment;
