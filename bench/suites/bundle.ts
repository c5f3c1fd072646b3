import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstScreenFiles, readManifest } from '../lib/manifest';
import { ratioOf } from '../lib/report';
import type { BenchResult } from '../lib/types';
import { benchBuild } from '../lib/vite-build';

/**
 * Budgets for what the first screen downloads, gzip-compressed as the server would send it.
 * JS 170 KB: the widely used budget for a mid-range Android phone on a slow 4G link to become interactive in
 * about 5 s (Alex Russell's "performance inequality gap" numbers); LINE's in-app browser on such a phone is
 * exactly our members' case, and JS costs parse and compile time on top of the download.
 * CSS 30 KB: CSS blocks rendering, so it must arrive in the first round trips; antd-mobile's styles for a
 * shell fit well under it.
 */
const JS_BUDGET_KB = 170;
const CSS_BUDGET_KB = 30;

const APPS = [
  { name: 'web', entry: 'web-app/index.html' },
  { name: 'liff', entry: 'liff-app/index.html' },
] as const;

const gzipKb = async (outDir: string, files: string[]) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(resolve(outDir, file)), { level: 9 }).length;
  return bytes / 1024;
};

export default async function run(): Promise<BenchResult[]> {
  const outDir = await benchBuild();
  const manifest = await readManifest(outDir);
  const results: BenchResult[] = [];
  for (const app of APPS) {
    const files = firstScreenFiles(manifest, app.entry);
    const js = await gzipKb(outDir, files.js);
    const css = await gzipKb(outDir, files.css);
    results.push(
      {
        name: `bundle.${app.name}.first-screen-js`,
        value: js,
        unit: 'KB gzip',
        limit: JS_BUDGET_KB,
        ratio: ratioOf(js, JS_BUDGET_KB),
        target: 1,
        note: `lower is better; ${files.js.length} file(s): entry chunk + static imports`,
      },
      {
        name: `bundle.${app.name}.first-screen-css`,
        value: css,
        unit: 'KB gzip',
        limit: CSS_BUDGET_KB,
        ratio: ratioOf(css, CSS_BUDGET_KB),
        target: 1,
        note: `lower is better; ${files.css.length} file(s)`,
      },
    );
  }
  return results;
}
