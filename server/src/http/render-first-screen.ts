import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { earlyTapsFor } from './early-taps';
import { inlineStylesheets, paintsBeforeScripts, scriptJson, stylesheetReader } from './first-paint';

/** The request the SSR build's api client makes, answered in-process (`app.inject`): no socket, no port. */
export type InjectedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};
export type InjectedAnswer = { status: number; headers: Record<string, string>; body: string };

/** An SSR build's export (web-app/ and liff-app/src/entry-server.tsx), as far as the server relies on it. */
type FirstScreenModule = {
  renderFirstScreen: (
    url: string,
    send: (request: InjectedRequest) => Promise<InjectedAnswer>,
  ) => Promise<{ html: string; data: unknown; modules?: string[]; images?: string[] } | null>;
};

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The entry's own files (already in the page) and, for route modules, what they add: JS and CSS. */
const filesOf = (manifest: Manifest, keys: string[]) => {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no ${key} in the build's manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return { js, css };
};

/**
 * The links a rendered page needs for its route modules: their stylesheets (render-blocking, as the entry's:
 * the server's markup must paint styled) and their scripts as module preloads (the client loads them before
 * hydrating). Files the entry already loads are left out. Throws for a module the build does not know.
 */
const routeLinks = (manifest: Manifest, entry: string, modules: string[]) => {
  if (modules.length === 0) return '';
  const loaded = filesOf(manifest, [entry]);
  const wanted = filesOf(manifest, modules);
  const css = [...wanted.css].filter((file) => !loaded.css.has(file));
  const js = [...wanted.js].filter((file) => !loaded.js.has(file));
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
};

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's largest images asked for at high priority ahead of everything else in the head: on a slow link
 * the route modules' preloads otherwise took the bandwidth first (Lighthouse: LCP load delay 1.4 s).
 */
const imageLinks = (images: string[]) =>
  images
    .filter((src) => /^(\/(?!\/)|https:\/\/)/.test(src))
    .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(src)}">`)
    .join('');

const readManifest = (staticDir: string): Manifest => {
  try {
    return JSON.parse(readFileSync(resolve(staticDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
};

/** Past this the member gets the plain shell at once: a slow render must never make the page slower. */
const RENDER_BUDGET_MS = 1500;

const ROOT = '<div id="root"></div>';

/** The page with the rendered first screen in #root and its data beside it, for web-app/src/main.tsx. */
export const withFirstScreen = (shell: string, html: string, data: unknown, links = '', early = '') =>
  shell
    // Early links go before the head's first link (font preloads, the entry's CSS and script).
    .replace(/<link |<\/head>/, (first) => `${early}${first}`)
    .replace('</head>', `${links}</head>`)
    .replace(
      ROOT,
      // A data block, not a script: the page's CSP (script hashes) has nothing to allow.
      `<script type="application/json" id="first-screen-data">${scriptJson(data)}</script><div id="root">${html}</div>`,
    );

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`first screen not rendered in ${ms} ms`)), ms);
    work.then(
      (value) => (clearTimeout(timer), done(value)),
      (error: unknown) => (clearTimeout(timer), fail(error)),
    );
  });

const loadModule = async (file: string, log: FastifyBaseLogger) => {
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as FirstScreenModule;
  } catch (error) {
    log.error({ err: error }, 'first-screen render build failed to load; serving the plain shell');
    return null;
  }
};

/** Each app whose pages come with their first screen: its SSR build (vite.config.ts) and manifest entry. */
export const FIRST_SCREEN_BUILDS = {
  web: { module: '.ssr/entry-server.js', entry: 'web-app/index.html' },
  liff: { module: '.ssr/liff/entry-server.js', entry: 'liff-app/index.html' },
} as const;

/**
 * An app's pages with their first screen rendered on the server (its SSR build in `<static>/.ssr/`), so the
 * largest paint waits for neither the JavaScript nor an API round trip. The data comes from the server's own
 * endpoints through `app.inject`, as the client would ask for it. The page's stylesheets come inside it
 * and its scripts load after its first paint (first-paint.ts). Whatever goes wrong (no SSR build, a render that throws or takes too long, a redirect)
 * the page is the plain shell, as before: this may make a page faster, never fail it.
 */
export const firstScreenRenderer = (
  app: FastifyInstance,
  staticDir: string,
  build: (typeof FIRST_SCREEN_BUILDS)[keyof typeof FIRST_SCREEN_BUILDS],
) => {
  // Loaded in the background: a few MB of modules must not hold up the plugin (Fastify gives it 10 s); the server
  // waits for them before it listens (spa.ts, `loaded`), within limits. A page asked for meanwhile waits for them
  // within the render's budget.
  const loading = loadModule(resolve(staticDir, build.module), app.log);
  const manifest = readManifest(staticDir);
  const stylesheet = stylesheetReader(staticDir);
  const send = async (request: InjectedRequest): Promise<InjectedAnswer> => {
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers[name] = String(value);
    return { status: answer.statusCode, headers, body: answer.body };
  };
  const render = async (shell: string, url: string, log: FastifyBaseLogger): Promise<string> => {
    if (!shell.includes(ROOT)) return shell;
    try {
      const work = loading.then((module) => (module ? module.renderFirstScreen(url, send) : null));
      const screen = await withTimeout(work, RENDER_BUDGET_MS);
      if (!screen) return shell;
      // A route module missing from the manifest throws here: an unstyled page is worse than the shell.
      const links = routeLinks(manifest, build.entry, screen.modules ?? []);
      // A lobby's cards tapped before the scripts have run are kept for the lobby to replay (early-taps.ts).
      const early = imageLinks(screen.images ?? []) + earlyTapsFor(screen.html);
      const page = withFirstScreen(shell, screen.html, screen.data, links, early);
      return paintsBeforeScripts(inlineStylesheets(page, stylesheet));
    } catch (error) {
      log.warn({ err: error, url }, 'first screen not rendered; serving the plain shell');
      return shell;
    }
  };
  return Object.assign(render, { loaded: loading.then(() => undefined) });
};
