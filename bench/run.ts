import { readdir } from 'node:fs/promises';
import { formatResult, writeResults, type SuiteOutcome } from './lib/report';
import type { BenchSuite } from './lib/types';

/**
 * `npm run bench [suite ...]`: runs every bench/suites/*.ts (or only the named ones) one after another, so no
 * two suites compete for the CPU, prints one line per result and writes bench/results/latest.json (the run) and
 * bench/results/<suite>.json (each suite's last run, which a run of another suite beside it does not overwrite).
 * The issue's first two measures run first; the rest follow in name order.
 */
const FIRST = ['bundle', 'read-path'];

const suitesDir = new URL('./suites/', import.meta.url);
const resultsFile = new URL('./results/latest.json', import.meta.url);

const listSuites = async () => {
  const names = (await readdir(suitesDir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -3));
  const rank = (name: string) => (FIRST.includes(name) ? FIRST.indexOf(name) : FIRST.length);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
};

const main = async () => {
  const available = await listSuites();
  const asked = process.argv.slice(2).map((arg) => arg.replace(/\.ts$/, ''));
  const unknown = asked.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    console.error(`unknown suite(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
    process.exit(2);
  }
  const chosen = asked.length > 0 ? available.filter((name) => asked.includes(name)) : available;

  const outcomes: SuiteOutcome[] = [];
  for (const suite of chosen) {
    console.log(`\n# ${suite}`);
    const started = performance.now();
    try {
      const module = (await import(new URL(`${suite}.ts`, suitesDir).href)) as { default: BenchSuite };
      const results = await module.default();
      for (const result of results) console.log(formatResult(result));
      const outcome = { suite, results, seconds: (performance.now() - started) / 1000 };
      outcomes.push(outcome);
      await writeResults(new URL(`./results/${suite}.json`, import.meta.url), [outcome]);
    } catch (error) {
      // One broken suite must not hide the others' numbers.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`suite ${suite} failed: ${message}`);
      outcomes.push({ suite, results: [], error: message, seconds: (performance.now() - started) / 1000 });
    }
  }
  await writeResults(resultsFile, outcomes);
  console.log(`\nwritten ${resultsFile.pathname}`);
  if (outcomes.some((outcome) => outcome.error)) process.exitCode = 1;
};

await main();
