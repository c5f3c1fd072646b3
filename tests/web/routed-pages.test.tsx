// @vitest-environment screen
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routedPagePatterns } from '@contract/routed-pages';
import { liffRoutes } from '@liff-app/app/router';
import { routes as webRoutes } from '@web/app/router';

/** Every full path pattern a route table matches, except its catch-all 404 (`*`). */
const patternsOf = (routes: RouteObject[], base = ''): string[] =>
  routes.flatMap((route) => {
    const path = route.path === undefined ? base : joinPath(base, route.path);
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], path)].filter((pattern) => !pattern.includes('*'));
  });
const joinPath = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
const sorted = (list: readonly string[]) => [...new Set(list)].sort();

describe("the server's list of routed pages", () => {
  it('is exactly the web router table', () => {
    expect(sorted(routedPagePatterns.web)).toEqual(sorted(patternsOf(webRoutes)));
  });

  it('is exactly the LIFF router table (the one createLiffRouter hands to react-router)', () => {
    expect(liffRoutes.length).toBeGreaterThan(0);
    expect(sorted(routedPagePatterns.liff)).toEqual(sorted(patternsOf(liffRoutes)));
  });
});
