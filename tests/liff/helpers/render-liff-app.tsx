import liff from '@line/liff/core';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { getAccessToken, userCleared } from '@features/account/stores/user-store';
import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { api, configureApi } from '@lib/api';
import { queryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';
import { App } from '@liff-app/app/app';
import { liffRoutes } from '@liff-app/app/router';
import { initLiff } from '@liff-app/lib/liff';
import type { fakeLiffServer } from './liff-fake-server';

/** Once per file: the api client as the LIFF app configures it (on the stand-in's adapter), the mock SDK. */
export const startLiffApp = async () => {
  installReact19Render();
  configureApi({ getToken: getAccessToken, getAgentCode, onUnauthorized: () => userCleared() });
  await initLiff();
};

/** The real LIFF app (App, router, route table) opened at `path`, talking to `server`. */
export const renderLiffApp = (path: string, server: ReturnType<typeof fakeLiffServer>) => {
  api.defaults.adapter = server.adapter;
  const router = createMemoryRouter(liffRoutes, { initialEntries: [path] });
  render(<App router={router} />);
  return router;
};

/** After each test: no session, no cached answer (the app's query client is one for the whole worker). */
export const resetLiffApp = () => {
  userCleared();
  queryClient.clear();
};

/**
 * After the file: LINE logged out again. Test files share their modules (vitest.config.ts), the SDK's mock among
 * them, and a file that opens a deep link expects LINE not to be logged in yet.
 */
export const stopLiffApp = () => {
  cleanup();
  resetLiffApp();
  (liff as unknown as { $mock?: { clear: () => void } }).$mock?.clear();
};
