import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What lets a server-rendered page (render-first-screen.ts) paint from its HTML alone, before any other file:
 * on a phone's link every request before the first paint is a round trip and bandwidth taken from the banner
 * (Lighthouse, simulated slow 4G: eight stylesheets and some thirty scripts ahead of the first paint).
 */

/** The build's stylesheets by path (`/assets/x.css`), read once; null for anything else. */
export const stylesheetReader = (staticDir: string) => {
  const read = new Map<string, string | null>();
  return (href: string) => {
    if (!read.has(href)) {
      let css: string | null = null;
      if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
        try {
          css = readFileSync(resolve(staticDir, href.slice(1)), 'utf8');
        } catch {
          css = null;
        }
      }
      read.set(href, css);
    }
    return read.get(href) ?? null;
  };
};

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A rendered page's stylesheets inside it: each `<link rel="stylesheet">` of the build becomes a `<style>` with
 * the file's text, so the first paint waits for no stylesheet request. The link stays, `disabled` (a disabled
 * stylesheet is not fetched), because Vite's loader skips a route's stylesheet when a link to it is in the page:
 * without it a later route would add the file again, after rules meant to override it. A file that cannot be
 * read keeps its link.
 */
export const inlineStylesheets = (page: string, stylesheet: (href: string) => string | null) =>
  page.replace(STYLESHEET, (link, href: string) => {
    const css = stylesheet(href);
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Starts the page's module scripts once the page has painted its content (the browser's first-contentful-paint
 * entry; a frame alone was not enough: the first one after a slow first layout went out unpainted and the
 * scripts started before anything was on screen), and once the page's largest images (those the head preloads:
 * render-first-screen.ts imageLinks) have arrived and painted too. Lighthouse counts whatever was requested
 * before the largest paint as what it waited for: started earlier, the scripts' downloads put the LCP between
 * 1.1 and 2.7 s from one run to the next. After IMAGE_WAIT_MS nothing holds them any longer (a background tab
 * paints nothing; a browser without paint entries waits for the images only). The preloads go first, then the
 * entries, as the build's head had them. `setTimeout` inside `requestAnimationFrame` runs after the next frame. The requests go out LOADER_BATCH
 * at a time, each batch in a task of its own: issuing some 35 of them in one task blocked the main thread for
 * ~40 ms on a phone (Lighthouse: a long task of the LIFF page). Constant text: the CSP allows it by its hash.
 */
export const LOADER_BATCH = 6;
export const IMAGE_WAIT_MS = 1000;
export const SCRIPT_LOADER =
  "(function(){var d=document,s=JSON.parse(d.getElementById('deferred-scripts').textContent),done=0;" +
  'function add(rel,url){var e=d.createElement(rel?"link":"script");e.crossOrigin="";' +
  'if(rel){e.rel=rel;e.href=url}else{e.type="module";e.src=url}d.head.appendChild(e)}' +
  'var q=s.preloads.map(function(u){return["modulepreload",u]})' +
  '.concat(s.entries.map(function(u){return["",u]}));' +
  `function next(){q.splice(0,${LOADER_BATCH}).forEach(function(x){add(x[0],x[1])});if(q.length)setTimeout(next,0)}` +
  'function go(){if(done)return;done=1;next()}' +
  'function painted(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}' +
  'function images(){if(started)return;started=1;' +
  "var hero=[].map.call(d.querySelectorAll('link[rel=preload][as=image]'),function(l){return l.href})," +
  'wait=[].filter.call(d.images,function(i){return hero.indexOf(i.src)>=0&&!i.complete}),left=wait.length;' +
  'if(!left)return painted();wait.forEach(function(i){var once=0;function one(){if(once)return;once=1;' +
  "if(!--left)painted()}i.addEventListener('load',one);i.addEventListener('error',one)})}" +
  'var started=0,P=window.PerformanceObserver;' +
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){var o=new P(function(l){" +
  "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();images()}});" +
  "o.observe({type:'paint',buffered:true})}else images();" +
  `setTimeout(function(){images();painted()},${IMAGE_WAIT_MS})})()`;

/** The CSP source that allows SCRIPT_LOADER (security.ts). */
export const scriptLoaderHash = `'sha256-${createHash('sha256').update(SCRIPT_LOADER, 'utf8').digest('base64')}'`;

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page's module scripts and their preloads, taken out of the head and started by SCRIPT_LOADER after the
 * first paint, so that the server's markup paints before any script is asked for. The app then hydrates it as
 * before; nothing the member sees waits for the scripts, and they still start within a frame.
 */
export const paintsBeforeScripts = (page: string) => {
  const entries = [...page.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length === 0 || !page.includes('</body>')) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return page
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      `<script type="application/json" id="deferred-scripts">${scriptJson({ entries, preloads })}</script>` +
        `<script>${SCRIPT_LOADER}</script></body>`,
    );
};
