import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The lazy route modules of the current URL, loaded and merged into their routes before the router starts, so
 * its first render is the page itself and not nothing (React Router's SSR guide): the web app hydrating the
 * server's markup, the LIFF app replacing its shell.
 */
export const loadMatchedRoutes = async (routes: RouteObject[]) => {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
};
