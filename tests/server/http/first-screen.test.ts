import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { inlineStylesheets, paintsBeforeScripts, SCRIPT_LOADER } from '@server/http/first-paint';
import { scriptHashesOf } from '@server/http/inline-scripts';
import { withFirstScreen } from '@server/http/render-first-screen';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

const SHELL =
  '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const dirs: string[] = [];
let db: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/**
 * A build folder with the three pages and, if given, an SSR module of that text (`.ssr/entry-server.js`, the
 * LIFF app's `.ssr/liff/entry-server.js`) and stylesheets (`assets/<name>`).
 */
const buildWith = (
  ssrModule?: string,
  manifest?: unknown,
  extra: { liffModule?: string; css?: Record<string, string> } = {},
) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  dirs.push(dir);
  for (const app of ['web-app', 'liff-app', 'admin-app']) {
    mkdirSync(join(dir, app), { recursive: true });
    writeFileSync(join(dir, app, 'index.html'), SHELL.replace('<body>', `<body data-app="${app}">`));
  }
  if (manifest !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  if (ssrModule !== undefined) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr/entry-server.js'), ssrModule);
  }
  if (extra.liffModule !== undefined) {
    mkdirSync(join(dir, '.ssr/liff'), { recursive: true });
    writeFileSync(join(dir, '.ssr/liff/entry-server.js'), extra.liffModule);
  }
  if (extra.css) {
    mkdirSync(join(dir, 'assets'));
    for (const [name, css] of Object.entries(extra.css)) writeFileSync(join(dir, 'assets', name), css);
  }
  return dir;
};

// One database for the file; each build its own app, as the SSR module is loaded when the app starts.
const appOf = (dir: string) =>
  buildApp({ config: testConfig({ STATIC_DIR: dir }), db, serveFrontEnds: true, logger: false });

const pageOf = async (dir: string, url = '/') => {
  const app = await appOf(dir);
  try {
    const answer = await app.inject({ method: 'GET', url });
    return { status: answer.statusCode, body: answer.body };
  } finally {
    await app.close();
  }
};

const plainShell = SHELL.replace('<body>', '<body data-app="web-app">');

describe('the web app first screen rendered on the server', () => {
  it('puts the render in #root and its data beside it, with data from the server own endpoints', async () => {
    const dir = buildWith(`
      export const renderFirstScreen = async (url, send) => {
        const answer = await send({
          method: 'POST',
          url: '/api/agent/config',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ agent_code: 'demo' }),
        });
        const config = JSON.parse(answer.body).data;
        return { html: '<main>' + url + ' ' + config.info.name + '</main>', data: { name: config.info.name } };
      };`);
    const { status, body } = await pageOf(dir, '/?ag=x');
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"><main>/?ag=x สยามเดโม่</main></div>');
    expect(body).toContain(
      '<script type="application/json" id="first-screen-data">{"name":"สยามเดโม่"}</script>',
    );
  });

  it('renders each member app from its own build, and never the back office', async () => {
    const dir = buildWith(
      `export const renderFirstScreen = async () => ({ html: '<main>ssr</main>', data: {} });`,
      undefined,
      {
        liffModule: `export const renderFirstScreen = async (url) => ({ html: '<main>liff ' + url + '</main>', data: {} });`,
      },
    );
    expect((await pageOf(dir, '/liff/deposit')).body).toContain(
      '<div id="root"><main>liff /liff/deposit</main>',
    );
    expect((await pageOf(dir, '/admin')).body).not.toContain('ssr');
    expect((await pageOf(dir, '/')).body).toContain('<main>ssr</main>');
    // Without its own build the LIFF page is its plain shell, whatever the web's build renders.
    const webOnly = buildWith(
      `export const renderFirstScreen = async () => ({ html: '<main>ssr</main>', data: {} });`,
    );
    expect((await pageOf(webOnly, '/liff')).body).toBe(SHELL.replace('<body>', '<body data-app="liff-app">'));
  });

  const manifest = {
    'web-app/index.html': { file: 'assets/web.js', css: ['assets/web.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'web-app/src/app/routes/home.tsx': {
      file: 'assets/home.js',
      css: ['assets/home.css'],
      imports: ['_shared.js', '_chrome.js'],
    },
    '_chrome.js': { file: 'assets/chrome.js', css: ['assets/chrome.css', 'assets/web.css'] },
  };

  it('links the rendered route modules: their stylesheets and preloads of their scripts, not the entry files', async () => {
    const dir = buildWith(
      `export const renderFirstScreen = async () =>
        ({ html: '<main>home</main>', data: {}, modules: ['web-app/src/app/routes/home.tsx'],
           images: ['/demo/banner "1".svg', '//evil.example/x.png', 'javascript:alert(1)'] });`,
      manifest,
    );
    const { body } = await pageOf(dir);
    const head = body.slice(0, body.indexOf('<body'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/chrome.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/chrome.js">');
    // The first banner first, at high priority; only same-site paths or https addresses, quoted safely.
    expect(head).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/demo/banner &quot;1&quot;.svg">',
    );
    expect(head).not.toContain('evil');
    expect(head).not.toContain('javascript');
    expect(head).not.toContain('web.css');
    expect(head).not.toContain('shared.js');
    expect(body).toContain('<main>home</main>');
  });

  it("puts the rendered page's stylesheets inside it and keeps their links disabled, for the app's loader", async () => {
    const dir = buildWith(
      `export const renderFirstScreen = async () =>
        ({ html: '<main>home</main>', data: {}, modules: ['web-app/src/app/routes/home.tsx'] });`,
      manifest,
      { css: { 'home.css': '.home{color:red}', 'chrome.css': '.x{content:"</style><script>"}' } },
    );
    const { body } = await pageOf(dir);
    const head = body.slice(0, body.indexOf('<body'));
    expect(head).toContain(
      '<style>.home{color:red}</style><link rel="stylesheet" crossorigin href="/assets/home.css" disabled>',
    );
    // A stylesheet that would close its element, or one that cannot be read, keeps its plain link.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/chrome.css">');
    expect(head).not.toContain('<script>');
  });

  it('is ready only once its render build has loaded: the first visitor after a start gets a rendered page', async () => {
    // A build whose evaluation takes a while (a big bundle on a slow disk), marking when it is done.
    const dir = buildWith(`
      await new Promise((resolve) => setTimeout(resolve, 400));
      globalThis.firstScreenBuildLoaded = true;
      export const renderFirstScreen = async () => ({ html: '<main>first</main>', data: {} });`);
    const app = await appOf(dir);
    try {
      await app.ready();
      expect((globalThis as { firstScreenBuildLoaded?: boolean }).firstScreenBuildLoaded).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<main>first</main>');
    } finally {
      await app.close();
    }
  });

  it.each([
    ['there is no SSR build', undefined],
    [
      'a rendered route module is not in the build (it would paint unstyled)',
      `export const renderFirstScreen = async () => ({ html: '<main>x</main>', data: {}, modules: ['gone.tsx'] });`,
    ],
    ['the render throws', `export const renderFirstScreen = async () => { throw new Error('boom'); };`],
    ['the module fails to load', `export const renderFirstScreen = ;`],
    ['the module has no renderer', `export const other = 1;`],
    ['the render gives nothing (a redirect)', `export const renderFirstScreen = async () => null;`],
    ['the render never finishes', `export const renderFirstScreen = () => new Promise(() => {});`],
  ])('falls back to the plain shell, never a 5xx, when %s', async (_case, module) => {
    const { status, body } = await pageOf(buildWith(module, manifest));
    expect(status).toBe(200);
    expect(body).toBe(plainShell);
  });

  it("answers /favicon.ico with the site's icon from the build, and a 404 envelope when the build has none", async () => {
    const dir = buildWith();
    mkdirSync(join(dir, 'demo'));
    writeFileSync(join(dir, 'demo/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = await appOf(dir);
    try {
      const answer = await app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(answer.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } finally {
      await app.close();
    }
    const bare = await pageOf(buildWith(), '/favicon.ico');
    expect(bare.status).toBe(404);
    expect(JSON.parse(bare.body)).toMatchObject({
      error: expect.any(Number),
      data: { path: '/favicon.ico' },
    });
  });

  it('inlines only files of the build, by their own path', () => {
    const read: string[] = [];
    const page = inlineStylesheets(
      '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/other/b.css">',
      (href) => (read.push(href), href === '/assets/a.css' ? 'a{}' : null),
    );
    expect(page).toBe(
      '<style>a{}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/other/b.css">',
    );
    expect(read).toEqual(['/assets/a.css', '/other/b.css']);
  });

  it('starts the module scripts after the first paint: out of the head, listed for the loader, in order', () => {
    const page = paintsBeforeScripts(
      '<html><head><script type="module" crossorigin src="/assets/web.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home.js"></head>' +
        '<body><div id="root"><main>home</main></div></body></html>',
    );
    const head = page.slice(0, page.indexOf('<body'));
    expect(head).not.toContain('/assets/');
    expect(page).toContain(
      '<script type="application/json" id="deferred-scripts">' +
        '{"entries":["/assets/web.js"],"preloads":["/assets/react.js","/assets/home.js"]}</script>' +
        `<script>${SCRIPT_LOADER}</script></body>`,
    );
    // A page without module scripts (or without a body) is left alone.
    expect(paintsBeforeScripts('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
  });

  it('allows the loader by its hash in the production CSP', async () => {
    const hash = scriptHashesOf(`<script>${SCRIPT_LOADER}</script>`)[0]!;
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production', STATIC_DIR: buildWith() }),
      db,
      serveFrontEnds: true,
      logger: false,
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/' });
      expect(String(answer.headers['content-security-policy'])).toContain(hash);
    } finally {
      await app.close();
    }
  });

  it('keeps the data from closing its script element', () => {
    const page = withFirstScreen(SHELL, '<p>x</p>', { text: '</script><script>alert(1)</script>\u2028' });
    const data = page.slice(
      page.indexOf('first-screen-data">') + 19,
      page.indexOf('</script><div id="root">'),
    );
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual({ text: '</script><script>alert(1)</script>\u2028' });
  });
});
