import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { BenchResult } from './types';

const round = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));

/**
 * `name: value unit / limit unit = ratio (target ...)`, one line per result; for the median of several runs,
 * the runs' ratios from lowest to highest follow.
 */
export const formatResult = (r: BenchResult) => {
  const target = r.target === undefined ? '' : ` (target ${r.target})`;
  const ratios = (r.runs ?? []).map((run) => ratioOf(run.value, run.limit)).sort((a, b) => a - b);
  const spread =
    ratios.length > 1
      ? `, median of ${ratios.length} runs, ratios ${ratios[0]!.toFixed(3)}..${ratios.at(-1)!.toFixed(3)}`
      : '';
  return `${r.name}: ${round(r.value)} ${r.unit} / ${round(r.limit)} ${r.unit} = ${r.ratio.toFixed(3)}${target}${spread}`;
};

export type SuiteOutcome = { suite: string; results: BenchResult[]; error?: string; seconds: number };

/** The whole run with enough about the machine to compare runs: results depend on it. */
export const writeResults = async (file: URL, outcomes: SuiteOutcome[]) => {
  await mkdir(new URL('.', file), { recursive: true });
  const report = {
    finished_at: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model ?? '',
    suites: outcomes,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
};

/** A ratio of two measures, guarded so a failed measure never prints Infinity or NaN. */
export const ratioOf = (value: number, limit: number) => (limit > 0 ? value / limit : 0);

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A result from several runs, each a measure and its limit taken side by side: the ratio is the median of the
 * runs' ratios (each run's pair shared the machine's mood of that moment), value and limit their medians.
 */
export const medianResult = (
  fields: Omit<BenchResult, 'value' | 'limit' | 'ratio' | 'runs'>,
  runs: { value: number; limit: number }[],
): BenchResult => ({
  ...fields,
  value: median(runs.map((r) => r.value)),
  limit: median(runs.map((r) => r.limit)),
  ratio: median(runs.map((r) => ratioOf(r.value, r.limit))),
  runs,
});
