import { hydrate } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { getUserSnapshot } from '@features/account/stores/user-store';
import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { queryClient } from '@lib/query-client';
import type { FirstScreenData } from './entry-server';

/** The data the server rendered the first screen with (server/src/http/render-first-screen.ts), or null. */
export const readFirstScreen = (): FirstScreenData | null => {
  const element = document.getElementById('first-screen-data');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return null;
  }
};

/**
 * Whether this browser's first render is the server's: the server renders a guest of the build's agent, and
 * the client may know better (a member logged in, an agent chosen by an earlier `?ag=` link; both in
 * localStorage). Otherwise hydrating would only trade the server's markup for React's mismatch errors.
 */
export const rendersAsServer = (data: FirstScreenData) =>
  data.agentCode === getAgentCode() && getUserSnapshot().authUser === null;

/** The server's query answers into the client's cache: the first render has the data the server had. */
export const adoptQueries = (data: FirstScreenData) => hydrate(queryClient, data.queries);

/**
 * The lazy route modules of the current URL, loaded and merged into their routes before the router starts,
 * so its first render is the page itself (as on the server) and not the fallback (React Router's SSR guide).
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
