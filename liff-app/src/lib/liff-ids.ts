// The file sits at the repository root by the design card; there is no alias for the root.
// eslint-disable-next-line no-restricted-imports
import liffConfig from '../../../liff.config.json';

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

export const liffIdFor = (name: string): string => config.apps[name] || config.apps.default || '';
