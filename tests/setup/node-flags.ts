/**
 * Node flags for the processes the tests run: vitest's workers (vitest.config.ts) and every server or command a
 * test starts (spawn-node.ts, tests/e2e/helpers/server-bundle.ts).
 *
 * `--liftoff-only`: PGlite's PostgreSQL is WebAssembly, which V8 compiles at once with its baseline compiler
 * (Liftoff) and then again, function by function as they get hot, with its optimising one (TurboFan) on background
 * threads. A long-running server earns that back; a test's process mostly does not: it lives for seconds to a
 * minute. Measured (`/proc/stat` around the run, nothing else running): `ledger:check` on a fresh PGlite directory
 * 1.5 to 0.8 CPU-s, a server's start to health and twenty pages 5.5 to 4.2, sixty database test files in two
 * workers 83 to 76. What the code does is the same; production keeps V8's default.
 */
export const TEST_NODE_FLAGS = ['--liftoff-only'];

/** A script's node argv (`bundledScript`) with the tests' flags after node. */
export const withTestNodeFlags = ([node, ...args]: [node: string, ...args: string[]]): [
  node: string,
  ...args: string[],
] => [node, ...TEST_NODE_FLAGS, ...args];
