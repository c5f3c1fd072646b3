import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReload } from '@lib/chunk-reload';
import '@ui/fonts';
import { LiffShell } from './app/layouts/liff-shell';
import { configureLiffApi } from './app/configure-api';
import { installAntdRender } from './lib/antd-render';

/**
 * The LIFF app. `liff.init()` is awaited before the router starts: a LINE deep link arrives as
 * `/liff?liff.state=/<name>` and init turns it into the path, so the router must not read the location before it
 * has finished. The shell (bar, logo, loading block) paints meanwhile, and the agent's configuration loads.
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
  const app = Promise.all([import('./app/app'), import('./app/router')]);
  const root = createRoot(document.getElementById('root')!);
  const paint = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  paint(<LiffShell />);
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
  paint(<appModule.App router={routerModule.createLiffRouter()} />);
};

void start();
