import cluster from 'node:cluster';
import { forkRole, serveBenchApp } from './bench-app';

/**
 * How many server processes the endpoint suites run (`BENCH_APP_WORKERS`, default 1): production on PostgreSQL
 * runs `WORKERS=N` processes on one port (server/src/cluster.ts); with more than one the target is a primary
 * forking that many servers that share one port, as `npm start` does.
 */
export const appWorkers = () => Number(process.env.BENCH_APP_WORKERS ?? 1);

/**
 * The real app on DATABASE_URL in a process of its own (bench-app.ts serveBenchApp), for the endpoint suites:
 * `startAppTarget(url)` forks this file and answers the child and its port. The child's CPU is read with its
 * workers' (cpu.ts processTreeCpu).
 */
export const startAppTarget = async (databaseUrl: string, workers = appWorkers()) => {
  const { child, first } = await forkRole(import.meta.url, {
    BENCH_APP_TARGET: 'on',
    BENCH_APP_WORKERS: String(workers),
    DATABASE_URL: databaseUrl,
  });
  return { child, port: (first as { port: number }).port };
};

/** The primary of a multi-process target: its workers share one port; it stops them when the parent goes. */
const servePrimary = (workers: number) => {
  let announced = false;
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    process.send?.({ port: address.port });
  });
  for (let k = 0; k < workers; k += 1) cluster.fork();
  process.on('disconnect', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
};

if (process.env.BENCH_APP_TARGET === 'on') {
  const workers = Number(process.env.BENCH_APP_WORKERS ?? 1);
  // In a cluster every worker's listen(0) is handed the same port by the primary.
  if (workers > 1 && cluster.isPrimary) servePrimary(workers);
  else void serveBenchApp();
}
