import '@lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { installChunkReload } from '@lib/chunk-reload';
import { readFirstScreenData } from '@lib/first-screen';
import { queryClient } from '@lib/query-client';
import '@ui/fonts';
import { LiffShell } from './app/layouts/liff-shell';
import { configureLiffApi } from './app/configure-api';
import { installAntdRender } from './lib/antd-render';
import type { LiffFirstScreenData } from './entry-server';

/**
 * The shell, as the server rendered it (liff-app/src/entry-server.tsx) when it did for this agent: React takes
 * that markup over (hydrateRoot) with the server's data, on a lobby with the lobby's first screen (its module
 * preloaded by the page); otherwise it paints the shell from scratch.
 */
const paintShell = async (container: HTMLElement): Promise<Root> => {
  const first = readFirstScreenData<LiffFirstScreenData>();
  if (first && first.agentCode === getAgentCode()) {
    hydrate(queryClient, first.queries);
    const lobby = first.lobbyKey ? await import('./app/layouts/shell-lobby').catch(() => null) : null;
    if (first.lobbyKey === undefined || lobby) {
      const screen = lobby && first.lobbyKey ? <lobby.ShellLobby lobbyKey={first.lobbyKey} /> : undefined;
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <LiffShell banners={first.banners} screen={screen} />
          </StrictMode>,
        );
      });
      return root!;
    }
  }
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <LiffShell />
    </StrictMode>,
  );
  return root;
};

/**
 * The LIFF app. `liff.init()` is awaited before the router starts: a LINE deep link arrives as
 * `/liff?liff.state=/<name>` and init turns it into the path, so the router must not read the location before it
 * has finished. The shell (bar, logo, the home's banners, loading block) is on screen meanwhile: sent painted by
 * the server, or painted here.
 *
 * The first screen is that shell, so this entry holds only what it needs. The LIFF SDK and the app (router,
 * layout, LINE gate, react-router) are needed only after init, and start downloading here, at once and side by
 * side (Vite preloads each one's chunks together), while the shell paints: nothing waits longer than before,
 * and the shell no longer waits for them (bench `bundle`: first-screen JS 186 -> 114 KB gzip).
 */
const start = async () => {
  installChunkReload();
  installAntdRender();
  configureLiffApi();
  const sdk = import('./lib/liff');
  const root = await paintShell(document.getElementById('root')!);
  // The app is asked for once the SDK's module has run, so that the two are evaluated in separate tasks (each
  // a long one on a phone: Lighthouse's total blocking time); the server's page has preloaded the app's files
  // meanwhile (liff-app/src/entry-server.tsx), and without it they download while init runs.
  const app = sdk
    .catch(() => undefined)
    .then(() => Promise.all([import('./app/app'), import('./app/router')]));
  // The app replaces the shell as a transition: rendered in slices that leave the main thread free for taps and
  // paints (Lighthouse: total blocking time), the shell staying on screen until the app is ready.
  const paint = (node: ReactNode) => startTransition(() => root.render(<StrictMode>{node}</StrictMode>));
  try {
    await (await sdk).initLiff();
  } catch (error) {
    // Without LIFF there is no LINE login; the gate shows the error with a retry (a reload).
    console.error('liff.init failed', error);
  }
  // A chunk that failed to load has already started a reload (installChunkReload: once a minute at most);
  // past that limit, the shell says so and offers a reload rather than loading forever.
  const [appModule, routerModule] = await app.catch((error: unknown) => {
    console.error('LIFF app failed to load', error);
    return [];
  });
  if (!appModule || !routerModule) {
    paint(<LiffShell failed />);
    return;
  }
  // The screen's own modules first: a router still loading them would render nothing over the shell.
  await routerModule.loadCurrentScreen().catch((error: unknown) => {
    console.error('LIFF screen failed to load', error);
  });
  paint(<appModule.App router={routerModule.createLiffRouter()} />);
};

void start();
