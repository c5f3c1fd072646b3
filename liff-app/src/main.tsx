import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReload } from '@lib/chunk-reload';
import '@ui/fonts';
import { App } from './app/app';
import { LiffShell } from './app/layouts/liff-shell';
import { configureLiffApi } from './app/configure-api';
import { createLiffRouter } from './app/router';
import { installAntdRender } from './lib/antd-render';
import { initLiff } from './lib/liff';

/**
 * The LIFF app. `liff.init()` is awaited before the router starts: a LINE deep link arrives as
 * `/liff?liff.state=/<name>` and init turns it into the path, so the router must not read the location before it
 * has finished. The shell (bar, logo, loading block) paints meanwhile, and the agent's configuration loads.
 */
const start = async () => {
  installChunkReload();
  installAntdRender();
  configureLiffApi();
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <LiffShell />
    </StrictMode>,
  );
  try {
    await initLiff();
  } catch (error) {
    // Without LIFF there is no LINE login; the gate shows the error with a retry (a reload).
    console.error('liff.init failed', error);
  }
  root.render(
    <StrictMode>
      <App router={createLiffRouter()} />
    </StrictMode>,
  );
};

void start();
