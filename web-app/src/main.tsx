import '@lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '@ui/fonts';
import { installChunkReload } from '@lib/chunk-reload';
import { fadePagesAfterTheFirst } from '@lib/page-fade';
import { App } from '@web/app/app';
import { configureWebApi } from '@web/app/configure-api';
import { createAppRouter, routes } from '@web/app/router';
import '@web/app/app.css';
import { loadMatchedRoutes } from '@ui/route-modules';
import { adoptQueries, readFirstScreen, rendersAsServer } from './first-screen';

/**
 * When the server sent the first screen already rendered (server/src/http/render-first-screen.ts) and this
 * browser would render the same, React takes it over (hydrateRoot) with the server's data and the page's route
 * modules loaded first; otherwise it renders from scratch over it (createRoot), as without a server render.
 */
const start = async () => {
  // antd-mobile's toasts and dialogs open on a tap, after this small chunk has loaded; the helper it needs
  // (rc-util's render and its regenerator runtime) stays out of the first screen's code.
  void import('@ui/react-19-render').then((module) => module.installReact19Render());
  installChunkReload();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const firstScreen = readFirstScreen();
  const hydrating = firstScreen !== null && rendersAsServer(firstScreen);
  if (hydrating) {
    adoptQueries(firstScreen);
    await loadMatchedRoutes(routes);
  }
  const router = hydrating
    ? createBrowserRouter(routes, { hydrationData: { loaderData: firstScreen.loaderData } })
    : createAppRouter();
  configureWebApi((to) => void router.navigate(to));
  fadePagesAfterTheFirst(router);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // As a transition, React renders in slices of a few milliseconds and yields between them: a phone's main
  // thread stays free for taps and paints (Lighthouse: total blocking time) while the page, already on screen, is
  // taken over.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // Hydrating waited for the route modules: the load event may have passed by now. The prefetcher is a chunk
  // of its own (its preload lists are not first-screen code).
  const prefetch = () => void import('@web/app/prefetch').then((module) => module.prefetchLikelyPages());
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
};

void start();
