import { liffScreenPaths, type LiffPathName } from '@contract/liff-screens';

/**
 * The LIFF app's addresses: `/liff/<name>`, and `/liff` alone for the member home. The list is shared with the
 * back office's deep-link builder (shared/contract/liff-screens.ts). Which of them have a screen is the router's
 * business (router.tsx); links to the others are hidden (app-links.ts).
 */
export const liffPaths = liffScreenPaths;

export type { LiffPathName };

/** `/liff/<name>/<param>...`: parameters travel in the path, which survives LINE login (a query may not). */
export const liffHref = (name: LiffPathName, ...params: string[]) =>
  [liffPaths[name], ...params.map(encodeURIComponent)].join('/');
