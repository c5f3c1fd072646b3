import { afterAll } from 'vitest';

/**
 * Runs before every test file (vitest.config.ts `setupFiles`). In the jsdom files (`// @vitest-environment
 * jsdom`) antd's responsive parts (Grid, Table, Modal) ask for media queries, which jsdom lacks: a query that
 * matches nothing stands in, unless a test set its own. Node files have no window and are left alone.
 */
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  // Test files share their modules (vitest.config.ts): a toast or dialog antd-mobile rendered imperatively in
  // one file must not close itself during the next one.
  afterAll(async () => {
    const { Dialog, Modal, Toast } = await import('antd-mobile');
    Toast.clear();
    Dialog.clear();
    Modal.clear();
  });
}
