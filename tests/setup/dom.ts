import { afterAll } from 'vitest';
import { mediaQueries } from './media-query';

/**
 * Runs before every test file (vitest.config.ts `setupFiles`). In the screen files (`// @vitest-environment
 * screen`, jsdom) antd's responsive parts (Grid, Table, Modal) ask for media queries, which jsdom lacks: a query that
 * matches nothing stands in, unless a test set its own. Node files have no window and are left alone.
 */
if (typeof window !== 'undefined') {
  const matchesNothing = mediaQueries(() => false);
  window.matchMedia ??= matchesNothing;
  // findBy* and waitFor wait up to 5 s, not testing-library's 1 s: beside the browser tests on two cores a screen's
  // lazy module (a drawer's, a dialog's) took longer than a second to arrive once in CI. A test that passes is as
  // fast as before; one that fails says so 4 s later.
  (await import('@testing-library/react')).configure({ asyncUtilTimeout: 5000 });
  // Screen files share their modules and this window (tests/setup/screen-window.ts): each file leaves them as a
  // new graph and window would find them. What a file rendered and never unmounted would otherwise keep running
  // into the next one (a query refetching, a session timer), and what it configured would answer for it (a LIFF
  // file's 401 handler logged out the next file's new member); an antd-mobile toast or dialog rendered
  // imperatively stays in the body, and the next file finds two dialogs where it opened one.
  afterAll(async () => {
    const [
      { cleanup, waitFor },
      { Dialog, Modal, Toast },
      { apiDefaults, configureApi },
      { queryClient },
      { resetStores },
    ] = await Promise.all([
      import('@testing-library/react'),
      import('antd-mobile'),
      import('@lib/api'),
      import('@lib/query-client'),
      import('./zustand-stores'),
    ]);
    cleanup();
    Toast.clear();
    Dialog.clear();
    Modal.clear();
    // A toast closes on its timer: let it finish in this file rather than render into the next one's body.
    await waitFor(() => {
      if (document.querySelector('.adm-toast-mask')) throw new Error('a toast is still closing');
    });
    queryClient.clear();
    configureApi(apiDefaults);
    resetStores();
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
