import { useMatches } from 'react-router-dom';

/** What a route module may declare with `export const handle: RouteHandle = {...}`. */
export type RouteHandle = {
  /** The "home flag" of SPEC §2: the header shows a back button with a home icon. */
  backHome?: boolean;
  /**
   * A member's page with a public counterpart (the lotto lobby: the results): a guest is sent there, where
   * registration and login are offered, rather than to the login page.
   */
  guestHref?: string;
};

/** The deepest route's value wins. */
const useRouteHandle = <K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = (matches[i]?.handle as RouteHandle | undefined)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
};

export const useRouteFlag = (flag: 'backHome'): boolean => useRouteHandle(flag) ?? false;

export const useGuestHref = (): string | undefined => useRouteHandle('guestHref');
