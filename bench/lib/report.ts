import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { BenchResult } from './types';

const round = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));

/** `name: value unit / limit unit = ratio (target ...)`, one line per result. */
export const formatResult = (r: BenchResult) => {
  const target = r.target === undefined ? '' : ` (target ${r.target})`;
  return `${r.name}: ${round(r.value)} ${r.unit} / ${round(r.limit)} ${r.unit} = ${r.ratio.toFixed(3)}${target}`;
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
