/**
 * `clients` closed loops calling `work(i)` (i counts calls across all clients) until `seconds` are up.
 * Any failed call fails the measurement: a fast wrong answer is not a result.
 */
export const closedLoop = async (
  clients: number,
  seconds: number,
  work: (i: number) => Promise<unknown>,
): Promise<{ count: number; perSecond: number }> => {
  let n = 0;
  let failures = 0;
  let firstFailure: unknown;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const i = n++;
        await work(i).catch((error: unknown) => {
          failures += 1;
          firstFailure ??= error;
        });
      }
    }),
  );
  if (failures > 0) {
    const reason = firstFailure instanceof Error ? firstFailure.message : String(firstFailure);
    throw new Error(`${failures} of ${n} calls failed, first: ${reason}`);
  }
  return { count: n, perSecond: n / ((performance.now() - started) / 1000) };
};
