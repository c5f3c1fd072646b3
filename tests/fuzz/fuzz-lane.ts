/**
 * How long a fuzz run is. CI's pass (`npm test`) is short; `npm run fuzz` sets FUZZ_RUNS and FUZZ_MONEY_RUNS for
 * the long one (10,000 requests per money endpoint). FUZZ_SEED replays a failure fast-check printed.
 */
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const runs = count('FUZZ_RUNS', 6);
const moneyRuns = count('FUZZ_MONEY_RUNS', 20);

export const fuzzLane = {
  runs,
  moneyRuns,
  seed: process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED),
  /** A generous bound (50 ms a request, ~90 operations), so that the long lane is never cut short. */
  timeoutMs: Math.max(600_000, (runs * 90 + moneyRuns * 12) * 50),
};

/** Endpoints that move money: the long lane gives each of them its own 10,000 requests. */
export const movesMoney = (url: string) =>
  /\/(bet|settle|rollback|spin|shoot|withdraw|generate_qr|deposit|notify)\b/.test(url);
