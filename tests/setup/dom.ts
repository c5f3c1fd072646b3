import { afterAll } from 'vitest';
import { mediaQueries } from './media-query';

/**
 * Runs before every test file (vitest.config.ts `setupFiles`). In the jsdom files (`// @vitest-environment
 * jsdom`) antd's responsive parts (Grid, Table, Modal) ask for media queries, which jsdom lacks: a query that
 * matches nothing stands in, unless a test set its own. Node files have no window and are left alone.
 */
if (typeof window !== 'undefined') {
  const matchesNothing = mediaQueries(() => false);
  window.matchMedia ??= matchesNothing;
  // Test files share their modules and, with them, this window (vitest.config.ts): each file leaves it as a new
  // one would find it. A toast or dialog antd-mobile rendered imperatively stays in the body otherwise, and the
  // next file finds two dialogs where it opened one.
  afterAll(async () => {
    const { Dialog, Modal, Toast } = await import('antd-mobile');
    Toast.clear();
    Dialog.clear();
    Modal.clear();
    document.body.innerHTML = '';
    document.body.removeAttribute('class');
    document.body.removeAttribute('style');
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    window.matchMedia = matchesNothing;
    window.innerWidth = 1024; // jsdom's own
  });
}
