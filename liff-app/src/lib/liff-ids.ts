// The file sits at the repository root by the design card; there is no alias for the root.
// eslint-disable-next-line no-restricted-imports
import liffConfig from '../../../liff.config.json';
import { liffClientConfig, type LiffClientConfig } from '@contract/liff-config';
import { request } from '@lib/api';

type LiffConfig = { channelId: string; apps: Record<string, string> };
const config: LiffConfig = liffConfig;

/**
 * Which LIFF app this page is. A LIFF URL `https://liff.line.me/{liffId}/<name>` first lands on the endpoint
 * `/liff` with the path in the `liff.state` query (the SDK restores it in `liff.init`); opened directly it is
 * `/liff/<name>`. The name picks the LIFF id in liff.config.json; `default` serves `/liff` and unknown names.
 */
export const liffNameOf = (location: Pick<Location, 'pathname' | 'search'>) => {
  const state = new URLSearchParams(location.search).get('liff.state');
  const path = state ? `/liff/${state.replace(/^\/+/, '')}` : location.pathname;
  const match = /^\/liff\/([\w-]+)/.exec(path);
  return match?.[1] ?? 'default';
};

type LiffApps = Record<string, string>;

/** The id of an app among `apps` (the agent's, else the build's file), or the default app's. */
export const liffIdFor = (name: string, apps: LiffApps = config.apps): string =>
  apps[name] || apps.default || '';

/** How long a LIFF page waits for its agent's ids before it starts with the build's file. */
const CONFIG_WAIT_MS = 3000;

/**
 * The agent's LIFF ids, as its owner set them in the console (GET /api/liff/config; the server answers the file's
 * ids for an app without one). When the server does not answer in time, the build's liff.config.json.
 */
export const loadLiffApps = async (): Promise<LiffApps> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CONFIG_WAIT_MS);
  });
  const asked = request<LiffClientConfig>(import.meta.env.DEV && liffClientConfig, {
    method: 'GET',
    url: '/api/liff/config',
  }).catch(() => null);
  const answer = await Promise.race([asked, late]);
  clearTimeout(timer);
  return answer?.apps ?? config.apps;
};
