import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Banner } from '@contract/agent';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { BannerStrip } from '@features/agent/components/banner-strip';
import { queryClient as appQueryClient } from '@lib/query-client';
import { LoadingBlock } from '@ui/loading-block';
import { uiStrings } from '@ui/strings';
import { UiProvider } from '@ui/ui-provider';
import { liffPaths } from '@liff-app/app/paths';
import { liffStrings } from '@liff-app/app/strings';
import './liff-layout.css';

type LiffShellProps = {
  /** The app's code could not be loaded (a reload is the way out). */
  failed?: boolean;
  /**
   * The home's banners as the LIFF app links them (computed on the server, liff-app/src/entry-server.tsx):
   * painted at once, where the home screen shows them, so the largest paint waits for no JavaScript.
   */
  banners?: Banner[];
  /** The server renders with a client of its own per request. */
  queryClient?: QueryClient;
  /** The screen's first screen where the loading block would be (a lobby: shell-lobby.tsx). */
  screen?: ReactNode;
};

/**
 * What the LIFF app paints while `liff.init()` runs and the app's code loads (main.tsx), rendered on the server
 * too (server/src/http/render-first-screen.ts): the layout's bar with the agent's logo, on the home screen its
 * banners, and a loading block where the screen comes (a lobby's first screen instead on the lobbies). No router yet (the path may still be a `liff.state` deep
 * link): the home link is a plain link and banner taps wait for the app. Kept light: it is the first screen.
 */
export const LiffShell = ({
  failed = false,
  banners,
  queryClient = appQueryClient,
  screen,
}: LiffShellProps) => (
  <QueryClientProvider client={queryClient}>
    <UiProvider>
      <div className="liff-layout" data-testid="liff-shell">
        <header className="liff-layout__bar">
          <a href={liffPaths.home} className="liff-layout__home">
            <AgentLogo height={30} />
          </a>
          <span className="liff-layout__badge">LINE</span>
        </header>
        <main className="liff-layout__main">
          {failed ? (
            <div className="ui-state" role="alert" data-testid="liff-load-failed">
              <div className="ui-state__title">{liffStrings.loadFailed}</div>
              <button type="button" className="liff-shell__retry" onClick={() => window.location.reload()}>
                {uiStrings.retry}
              </button>
            </div>
          ) : (
            <>
              {banners && <BannerStrip banners={banners} />}
              {screen ?? <LoadingBlock lines={4} />}
            </>
          )}
        </main>
      </div>
    </UiProvider>
  </QueryClientProvider>
);

/** Whether a URL opens the LIFF home (a `liff.state` deep link becomes another screen once LIFF has started). */
export const opensLiffHome = (url: URL) =>
  url.pathname.replace(/\/+$/, '') === liffPaths.home && !url.searchParams.has('liff.state');
