/**
 * One measurement of a suite. `ratio` = value / limit, so every result reads the same way: how far the measure
 * is from its limit. `target` is the ratio we aim for; `note` says which side is better and why the limit is
 * what it is.
 */
export type BenchResult = {
  name: string;
  value: number;
  unit: string;
  limit: number;
  ratio: number;
  target?: number;
  note?: string;
  /** Each run's measure and limit when the result is the median of several runs (value and limit: medians). */
  runs?: { value: number; limit: number }[];
};

/** What every file in bench/suites/ exports by default. */
export type BenchSuite = () => Promise<BenchResult[]>;
