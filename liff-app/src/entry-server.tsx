import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Banner } from '@contract/agent';
import { agentConfigQueryOptions } from '@features/agent/api/get-agent-config';
import { bannersQueryOptions } from '@features/agent/api/get-banners';
import { bannersAsLinkedIn } from '@features/agent/components/banner-carousel';
import { BUILD_AGENT_CODE } from '@features/agent/stores/agent-code-store';
import { prefetchGuestLobby } from '@features/game/api/get-lobby-config';
import { api } from '@lib/api';
import { adapterOver, type Send } from '@lib/first-screen';
import { createQueryClient } from '@lib/query-client';
import { liffAppLinks } from '@liff-app/app/app-links';
import { LiffShell, opensLiffHome } from '@liff-app/app/layouts/liff-shell';
import { liffRoutes } from '@liff-app/app/router';
import { lobbyKeyOf, ShellLobby } from '@liff-app/app/layouts/shell-lobby';

const links = liffAppLinks(liffRoutes);

const APP_MODULES = ['liff-app/src/app/router.tsx', 'liff-app/src/app/app.tsx'];

/** A lobby's modules besides: the shell's lobby (main.tsx hydrates it) and the lobby's route (the app's). */
const LOBBY_MODULES = ['liff-app/src/app/layouts/shell-lobby.tsx', 'liff-app/src/app/routes/lobby.tsx'];

/** What the server puts in the page for the client to hydrate the shell with (liff-app/src/main.tsx). */
export type LiffFirstScreenData = {
  agentCode: string;
  queries: DehydratedState;
  /** The home's banners as the app links them; absent on other screens. */
  banners?: Banner[];
  /** The lobby the shell shows (shell-lobby.tsx), with its lists in `queries`; absent on other screens. */
  lobbyKey?: string;
};

/**
 * The LIFF app's first screen rendered on the server (server/src/http/render-first-screen.ts loads the SSR build
 * of this file): the shell main.tsx paints while `liff.init()` runs, with the agent's logo and, on the home,
 * its banners, on a lobby its first screen (shell-lobby.tsx), so that the largest paint waits for neither the
 * JavaScript, the LINE login nor an API round trip.
 * Who the member is is only known after LINE login, in the browser: the shell is the same for everyone.
 */
export const renderFirstScreen = async (url: string, send: Send) => {
  const at = new URL(url, 'http://localhost');
  api.defaults.adapter = adapterOver(send);
  const agentCode = BUILD_AGENT_CODE;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const home = opensLiffHome(at);
  const lobbyKey = lobbyKeyOf(at);
  const [, , lobbyImages] = await Promise.all([
    queryClient.prefetchQuery(agentConfigQueryOptions(agentCode)),
    home ? queryClient.prefetchQuery(bannersQueryOptions(agentCode)) : null,
    lobbyKey === null ? null : prefetchGuestLobby(queryClient, lobbyKey),
  ]);
  const fetched = home ? queryClient.getQueryData(bannersQueryOptions(agentCode).queryKey) : undefined;
  const banners = fetched ? bannersAsLinkedIn(fetched, links) : undefined;
  const html = renderToString(
    <StrictMode>
      <LiffShell
        banners={banners}
        queryClient={queryClient}
        screen={lobbyKey === null ? undefined : <ShellLobby lobbyKey={lobbyKey} />}
      />
    </StrictMode>,
  );
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  queryClient.clear();
  const data: LiffFirstScreenData = {
    agentCode,
    queries,
    ...(banners ? { banners } : {}),
    ...(lobbyKey === null ? {} : { lobbyKey }),
  };
  return {
    html,
    data,
    // The app's modules (main.tsx imports them once the SDK has started): preloaded with the page, so that they
    // are downloaded by the time they are asked for, and each is evaluated in a task of its own.
    modules: lobbyKey === null ? APP_MODULES : [...APP_MODULES, ...LOBBY_MODULES],
    images: lobbyImages ?? banners?.slice(0, 1).map((banner) => banner.image) ?? [],
  };
};
