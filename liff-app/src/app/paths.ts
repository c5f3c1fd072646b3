import { liffScreenPaths, type LiffPathName } from '@contract/liff-screens';

/**
 * The LIFF app's routes: `/liff/<name>`, one per LIFF app in liff.config.json, and `/liff` alone for the
 * member home. The list is shared with the back office's deep-link builder (shared/contract/liff-screens.ts).
 * Only names whose screen exists are routed (wheel has none yet): the others show the 404 page.
 */
export const liffPaths = liffScreenPaths;

export type { LiffPathName };

export const getHref = (name: LiffPathName) => liffPaths[name];

/**
 * Web paths the shared screens link to, and where they lead inside LIFF (null: nowhere, the web site serves
 * it). Such a path opens on the web site with a full page load (same origin, so the member stays logged in).
 */
export const liffPathForWeb = (pathname: string, search: string): string | null => {
  if (pathname === '/member') return liffPaths.home;
  if (pathname === '/member/profile') return liffPaths.profile;
  if (pathname === '/member/deposit') return liffPaths.deposit;
  const order = new URLSearchParams(search).get('order');
  if (pathname === '/member/payment') {
    return order ? `${liffPaths.deposit}/${encodeURIComponent(order)}` : liffPaths.deposit;
  }
  return null;
};
