import { useMatches } from 'react-router-dom';

/** What a route module may declare with `export const handle: RouteHandle = {...}`. */
export type RouteHandle = {
  /** The "home flag" of SPEC §2: the header shows a back button with a home icon. */
  backHome?: boolean;
};

/** The deepest route's flag wins. */
export const useRouteFlag = (flag: keyof RouteHandle): boolean => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = (matches[i]?.handle as RouteHandle | undefined)?.[flag];
    if (value !== undefined) return value;
  }
  return false;
};
