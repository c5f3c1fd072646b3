import { pages, type ConsolePage } from './pages';

/**
 * Every route of the console, derived from the page table (pages.tsx), relative to the router's basename
 * `/admin` (see router.tsx). `path` is the router pattern; `getHref` builds a link for `navigate` and `<Link>`.
 */
export const BASENAME = '/admin';

type Table = typeof pages;
type PathOf<K extends keyof Table> = {
  path: Table[K]['path'];
  getHref: Table[K] extends { href: infer H } ? H : () => Table[K]['path'];
};

export const paths = Object.fromEntries(
  Object.entries(pages as Record<string, ConsolePage>).map(([name, page]) => [
    name,
    { path: page.path, getHref: page.href ?? (() => page.path) },
  ]),
) as { [K in keyof Table]: PathOf<K> };
