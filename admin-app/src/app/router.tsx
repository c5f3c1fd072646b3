import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { pages, permissionOf, type ConsolePage } from './pages';
import { BASENAME } from './paths';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';

type RouteModule = Pick<RouteObject, 'Component'>;

// Each page's lazy module is `routes/<its name in the page table>.tsx`: one chunk per page, loaded when opened.
const modules = import.meta.glob<RouteModule>('./routes/*.tsx');
const moduleOf = (name: string) => {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`admin-app: the page "${name}" (pages.tsx) has no module routes/${name}.tsx`);
  return load;
};

/** A page's route: its path (the home page is the layout's index), its module, and the permission it needs. */
const routeOf = (name: string, page: ConsolePage): RouteObject => {
  const permission = permissionOf(page);
  const handle: RouteHandle | undefined = permission ? { permission } : undefined;
  const lazy = moduleOf(name);
  return page.path === '/' ? { index: true, lazy, handle } : { path: page.path, lazy, handle };
};

const table = Object.entries(pages as Record<string, ConsolePage>);
const publicRoutes = table.filter(([, page]) => page.access === 'public').map(([n, p]) => routeOf(n, p));
const consoleRoutes = table.filter(([, page]) => page.access !== 'public').map(([n, p]) => routeOf(n, p));

/**
 * The console's routes, all from the page table (pages.tsx): the public ones (the login), then behind the staff
 * guard and inside the console layout every other page, and a not-found page for the rest. The layout refuses a
 * page whose `handle.permission` the role lacks.
 */
const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      {
        lazy: () => import('./guards/require-staff'),
        children: [
          {
            lazy: () => import('./layouts/console-layout'),
            children: [...consoleRoutes, { path: '*', lazy: moduleOf('not-found') }],
          },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(routes, { basename: BASENAME });
