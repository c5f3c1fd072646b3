import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { agentConfigQueryOptions } from '@features/agent/api/get-agent-config';
import { bannersQueryOptions } from '@features/agent/api/get-banners';
import { BUILD_AGENT_CODE } from '@features/agent/stores/agent-code-store';
import { prefetchGuestLobby } from '@features/game/api/get-lobby-config';
import { api } from '@lib/api';
import { adapterOver, type Send } from '@lib/first-screen';
import { createQueryClient } from '@lib/query-client';
import { AppLinksProvider } from '@ui/app-links';
import { UiProvider } from '@ui/ui-provider';
import { webAppLinks } from '@web/app/app-links';
import { routes } from '@web/app/router';

const links = webAppLinks(routes);

/** What the server puts in the page for the client to hydrate with (web-app/src/main.tsx reads it back). */
export type FirstScreenData = {
  agentCode: string;
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
};

/**
 * `modules`: the lazy route modules the page rendered (keys of Vite's client manifest), whose CSS the page must
 * link (it would otherwise paint unstyled until their JavaScript loads them) and whose JS it may preload.
 */
export type FirstScreen = {
  html: string;
  data: FirstScreenData;
  status: number;
  modules: string[];
  /**
   * The page's largest images (the first banner; a lobby's top shelf's first thumbnails), which the page asks
   * for first (Lighthouse's LCP element).
   */
  images: string[];
};

/**
 * The pages rendered on the server, with their route modules: the screens members land on. Any other path is
 * the plain shell, as before (its CSS comes with its route's JavaScript).
 */
const SERVER_RENDERED: Record<string, string[]> = {
  '/': ['web-app/src/app/layouts/default-layout.tsx', 'web-app/src/app/routes/home.tsx'],
};

/**
 * The game lobbies (issue 30): their first screen (studio tabs, shelves, the grid's first rows) comes in the
 * page, with the lists it shows in its data, and the top shelf's first thumbnails asked for first.
 */
const LOBBIES: Record<string, string> = {
  '/slot': 'slot',
  '/casino': 'casino',
  '/fishing': 'fishing',
  '/freespin': 'freespin',
  '/sport': 'sport',
};
for (const [path, key] of Object.entries(LOBBIES))
  SERVER_RENDERED[path] = ['web-app/src/app/layouts/lobby-layout.tsx', `web-app/src/app/routes/${key}.tsx`];

/**
 * The web app's first screen rendered on the server (server/src/http/render-first-screen.ts loads the SSR
 * build of this file): the same routes and components as the client, with the agent's configuration and
 * banners fetched before rendering, so the page paints real content before any JavaScript arrives. `send`
 * answers the api client's calls in the server's own process: the same endpoints the client would call.
 * A guest's view: who is logged in lives in the browser's storage, which the server does not see; the client
 * hydrates only when its first render is this one (main.tsx).
 * Null when the path is not a page to render here (a redirect).
 */
export const renderFirstScreen = async (url: string, send: Send): Promise<FirstScreen | null> => {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname } = new URL(request.url);
  const modules = SERVER_RENDERED[pathname];
  if (!modules) return null;
  const lobbyKey = LOBBIES[pathname];
  api.defaults.adapter = adapterOver(send);
  const agentCode = BUILD_AGENT_CODE;
  const queryClient = createQueryClient();
  // The page is waiting: a failed query is left to the client, which asks again with its retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const [, , lobbyImages] = await Promise.all([
    queryClient.prefetchQuery(agentConfigQueryOptions(agentCode)),
    queryClient.prefetchQuery(bannersQueryOptions(agentCode)),
    lobbyKey ? prefetchGuestLobby(queryClient, lobbyKey) : undefined,
  ]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          {/* The client's links (app.tsx): without them the server would link unrouted screens and differ. */}
          <AppLinksProvider links={links}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppLinksProvider>
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
  // Only successful answers go in the page: a failed query is asked again by the client.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  const banners = queryClient.getQueryData(bannersQueryOptions(agentCode).queryKey) ?? [];
  const images = lobbyImages ?? banners.slice(0, 1).map((banner) => banner.image);
  queryClient.clear();
  return {
    html,
    data: { agentCode, queries, loaderData: context.loaderData },
    status: context.statusCode,
    modules,
    images,
  };
};
