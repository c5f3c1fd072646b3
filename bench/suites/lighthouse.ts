import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { floorBuild } from '../lib/floor-build';
import { fillLobbyCatalogue } from '../lib/lobby-catalogue';
import { medianResult } from '../lib/report';
import { startSiteServer } from '../lib/site-server';
import type { BenchResult } from '../lib/types';
import { benchBuild, repoRoot } from '../lib/vite-build';

/**
 * Lighthouse 12 (mobile preset: a mid-range phone on slow 4G, simulated) on the first screen of each app,
 * served by the production server from a fresh build, beside the floor: a bare page of the same libraries and
 * font (bench/floor/) built and served the same way in the same run. Each page is measured RUNS times, the
 * pages taking turns so that the machine's load falls on all of them alike; each figure is the median.
 * The floor's own lines are against Google's "good" limits (LCP 2.5 s, TBT 200 ms, score 90); each app's
 * lines are against the floor's figure of the same run: ratio = app / floor. The issue's targets: score at
 * least 95 and the floor's, LCP at most 2.0 s, TBT at most 150 ms.
 * The lobby screens (LIGHTHOUSE_LOBBY_PATHS, `/slot` and `/liff/slot` unless told; empty for none) are measured
 * the same way; LIGHTHOUSE_GAMES=N first fills the server's catalogue with N games of 12 studios, each with its
 * own stored WebP thumbnail (lib/lobby-catalogue.ts), as issue 30's lobby of 1,000 games. Each page's last
 * Lighthouse report is kept in .tmp/bench-lighthouse/<name>.json (the LCP element, the network waterfall).
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIFF_PATH = process.env.LIGHTHOUSE_LIFF_PATH ?? '/liff';
const GAMES = Number(process.env.LIGHTHOUSE_GAMES ?? 0);
const LOBBY_PATHS = (process.env.LIGHTHOUSE_LOBBY_PATHS ?? '/slot,/liff/slot')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const REPORTS = join(repoRoot, '.tmp', 'bench-lighthouse');

type Page = { name: string; site: 'floor' | 'app'; path: string };
/** `/slot` is web-slot, `/liff/slot` liff-slot. */
const lobbyName = (path: string) =>
  path.startsWith('/liff')
    ? `liff-${path.slice(6).replaceAll('/', '-') || 'home'}`
    : `web-${path.slice(1).replaceAll('/', '-')}`;
const PAGES: Page[] = [
  { name: 'floor', site: 'floor', path: '/' },
  { name: 'web', site: 'app', path: '/' },
  { name: 'liff', site: 'app', path: LIFF_PATH },
  ...LOBBY_PATHS.map((path): Page => ({ name: lobbyName(path), site: 'app', path })),
];

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Measure = { score: number; lcp: number; tbt: number; fcp: number; advice: string };

/**
 * One Lighthouse run; a run whose trace came back broken (NO_NAVSTART and the like, seen on a loaded 2-core
 * machine) is run again, up to twice: such a run measured nothing, so repeating it biases nothing.
 */
const measure = async (url: string, port: number, keep: string, attempt = 1): Promise<Measure> => {
  try {
    return await measureOnce(url, port, keep);
  } catch (error) {
    if (attempt >= 3 || !String(error).includes('trace')) throw error;
    console.warn(`lighthouse ${url}: ${String(error)}; again`);
    return measure(url, port, keep, attempt + 1);
  }
};

const measureOnce = async (url: string, port: number, keep: string): Promise<Measure> => {
  const answer = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // Lighthouse clears the HTTP cache but by default not the origin's localStorage and IndexedDB: a page then
    // met what the page measured before it left there (the lobby its cached lists, the LIFF app the session of
    // the last round), a repeat visit on a cold HTTP cache. Every run is a first visit.
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'local_storage',
      'indexeddb',
    ],
  });
  const lhr = answer?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  writeFileSync(keep, JSON.stringify(lhr));
  // What Lighthouse says would help most, so the number comes with its reason.
  const advice = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 3)
    .map((audit) => `${audit.title} (~${Math.round(audit.numericValue ?? 0)} ms)`)
    .join('; ');
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    advice,
  };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const GOOD = { score: 90, lcp: 2500, tbt: 200 };

/** The floor's three lines, against Google's "good" limits. */
const floorResults = (runs: Measure[]): BenchResult[] => [
  medianResult(
    {
      name: 'lighthouse.floor.performance',
      unit: 'points',
      target: 1,
      note: `higher is better; bare libraries + font + one banner; FCP ${Math.round(median(runs.map((r) => r.fcp)))} ms`,
    },
    runs.map((r) => ({ value: r.score, limit: GOOD.score })),
  ),
  medianResult(
    { name: 'lighthouse.floor.lcp', unit: 'ms', target: 1, note: 'lower is better; limit: Google "good"' },
    runs.map((r) => ({ value: r.lcp, limit: GOOD.lcp })),
  ),
  medianResult(
    { name: 'lighthouse.floor.tbt', unit: 'ms', target: 1, note: 'lower is better; limit: Google "good"' },
    runs.map((r) => ({ value: r.tbt, limit: GOOD.tbt })),
  ),
];

/** An app's three lines, each run against the floor's run of the same round. */
const appResults = (
  name: string,
  path: string,
  runs: Measure[],
  floor: Measure[],
  catalogue: string,
): BenchResult[] => {
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcp));
  const tbt = median(runs.map((r) => r.tbt));
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    medianResult(
      {
        name: `lighthouse.${name}.performance`,
        unit: 'points',
        target: 1,
        note:
          `higher is better; ${path} / floor${catalogue}; target >= 1 and >= 95 points (${met(score >= 95)}); ` +
          `FCP ${Math.round(median(runs.map((r) => r.fcp)))} ms; top advice: ${runs.at(-1)?.advice || 'none'}`,
      },
      runs.map((r, i) => ({ value: r.score, limit: floor[i]!.score })),
    ),
    medianResult(
      {
        name: `lighthouse.${name}.lcp`,
        unit: 'ms',
        target: 1,
        note: `lower is better; ${path} / floor; target <= 1 and <= 2000 ms (${met(lcp <= 2000)})`,
      },
      runs.map((r, i) => ({ value: r.lcp, limit: floor[i]!.lcp })),
    ),
    medianResult(
      {
        name: `lighthouse.${name}.tbt`,
        unit: 'ms',
        target: 1,
        note: `lower is better; ${path} / floor; target <= 150 ms (${met(tbt <= 150)})`,
      },
      // A floor of 0 ms would make every ratio 0 (ratioOf): 1 ms stands for "nothing blocked".
      runs.map((r, i) => ({ value: r.tbt, limit: Math.max(floor[i]!.tbt, 1) })),
    ),
  ];
};

/**
 * A server loads its first-screen render modules in the background after start: the pages are measured as a
 * running server sends them, rendered, not as its first seconds do.
 */
const untilRendered = async (baseURL: string) => {
  for (const page of PAGES.filter((page) => page.name === 'web' || page.name === 'liff')) {
    const deadline = Date.now() + 60_000;
    while (!(await (await fetch(`${baseURL}${page.path}`)).text()).includes('id="first-screen-data"')) {
      if (Date.now() > deadline) throw new Error(`${page.path} was not rendered on the server within 60 s`);
      await new Promise((wait) => setTimeout(wait, 500));
    }
  }
};

export default async function run(): Promise<BenchResult[]> {
  const staticDir = await benchBuild();
  const floorDir = await floorBuild();
  const fill = GAMES > 0 ? (dataDir: string) => fillLobbyCatalogue(dataDir, GAMES) : undefined;
  const sites = { app: await startSiteServer(staticDir, fill), floor: await startSiteServer(floorDir) };
  await untilRendered(sites.app.baseURL);
  const debugPort = await freePort();
  // Lighthouse drives the browser over the DevTools protocol: Debian's Chromium with a debugging port.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--proxy-server=127.0.0.1:9',
      `--remote-debugging-port=${debugPort}`,
    ],
  });
  const measured: Record<string, Measure[]> = Object.fromEntries(PAGES.map((page) => [page.name, []]));
  mkdirSync(REPORTS, { recursive: true });
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of PAGES) {
        const url = `${sites[page.site].baseURL}${page.path}`;
        measured[page.name]!.push(await measure(url, debugPort, join(REPORTS, `${page.name}.json`)));
      }
    }
  } finally {
    await browser.close();
    await sites.app.stop();
    await sites.floor.stop();
  }
  const floor = measured.floor!;
  const games = GAMES > 0 ? `; ${GAMES} games of 12 studios in the catalogue` : '';
  return [
    ...floorResults(floor),
    ...PAGES.filter((page) => page.site === 'app').flatMap((page) =>
      appResults(page.name, page.path, measured[page.name]!, floor, games),
    ),
  ];
}
