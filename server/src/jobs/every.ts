import type { FastifyInstance } from 'fastify';

/**
 * Runs `tick` every `everyMs` in this process, never two at once (a slow tick skips the next), until the app
 * closes; 0 never runs it (tests drive their ticks themselves). `soon` runs it once shortly after start as well,
 * for daily work that a server started after the day ended should not leave to the next interval. A failure is
 * logged as a warning: the work is claimed in the database and the next tick tries again.
 */
export const runEvery = (
  app: FastifyInstance,
  name: string,
  everyMs: number,
  tick: () => Promise<unknown>,
  { soon = false }: { soon?: boolean } = {},
) => {
  if (everyMs <= 0) return;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} jobs failed`))
      .finally(() => (running = false));
  };
  const first = soon ? setTimeout(run, 2_000) : undefined;
  const timer = setInterval(run, everyMs);
  first?.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
};
