import type { FastifyInstance } from 'fastify';
import { releaseHeldClaims } from './claim';

/** How long a stopping server waits for a tick in flight before giving its claims back (server.ts: 10 s in all). */
const DRAIN_MS = 5_000;
/** When the drain of an app's ticks ends: one deadline for all of them, not DRAIN_MS each. */
const drainEnds = new WeakMap<FastifyInstance, number>();

/**
 * Runs `tick` every `everyMs` in this process, never two at once (a slow tick skips the next), until the app
 * closes; 0 never runs it (tests drive their ticks themselves). `soon` runs it once shortly after start as well,
 * for daily work that a server started after the day ended should not leave to the next interval. A failure is
 * logged as a warning: the work is claimed in the database and the next tick tries again. When the app closes
 * (SIGTERM), a tick in flight gets DRAIN_MS to finish, before the database closes; one still going then gives its
 * claims back, so another server takes the run at once instead of after its lease.
 */
export const runEvery = (
  app: FastifyInstance,
  name: string,
  everyMs: number,
  tick: () => Promise<unknown>,
  { soon = false }: { soon?: boolean } = {},
) => {
  if (everyMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} jobs failed`))
      .finally(() => (running = undefined));
  };
  const first = soon ? setTimeout(run, 2_000) : undefined;
  const timer = setInterval(run, everyMs);
  first?.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    if (!running) return;
    const ends = drainEnds.get(app) ?? Date.now() + DRAIN_MS;
    drainEnds.set(app, ends);
    let late: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<false>(
        (resolve) => (late = setTimeout(() => resolve(false), Math.max(0, ends - Date.now()))),
      ),
    ]);
    clearTimeout(late);
    if (!finished) await releaseHeldClaims();
  });
};
