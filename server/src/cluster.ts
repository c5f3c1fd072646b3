import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './metrics';

const ASK = 'siam:metrics-ask';
const ANSWER = 'siam:metrics-answer';
type MetricsMessage = { type?: string; id?: number; text?: string; error?: string };

/** A worker that dies this soon after starting counts as failing; each such failure doubles the wait. */
const QUICK_EXIT_MS = 10_000;
const backoffMs = (failures: number) => Math.min(30_000, 250 * 2 ** failures);

/**
 * The primary of `WORKERS=N`: forks N server processes sharing one port, restarts a worker that dies (waiting
 * longer each time one keeps dying at start), forwards SIGTERM/SIGINT and exits when every worker has finished.
 * It answers the workers' requests for the cluster's metrics (summed over every worker), so one /metrics scrape
 * sees the whole cluster. Migrations and seed have run before this is called.
 */
export const runPrimary = (
  workers: number,
  log: (line: string) => void,
  onListening: (port: number) => void = () => {},
) => {
  const aggregator = new AggregatorRegistry();
  const failures = new Map<number, number>();
  let stopping = false;
  let announced = false;

  const fork = (slot: number) => {
    const started = Date.now();
    const worker = cluster.fork({ WORKER_SLOT: String(slot) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const failed = Date.now() - started < QUICK_EXIT_MS ? (failures.get(slot) ?? 0) + 1 : 0;
      failures.set(slot, failed);
      const wait = backoffMs(failed);
      log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${wait} ms`);
      setTimeout(() => fork(slot), wait).unref();
    });
  };

  cluster.on('message', (worker: Worker, message: MetricsMessage) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    log(`${workers} server processes on port ${address.port}`);
    onListening(address.port);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    log(`${signal}: stopping ${alive.length} server processes`);
    if (alive.length === 0) process.exit(0);
    let left = alive.length;
    for (const worker of alive) {
      worker.on('exit', () => (left -= 1) === 0 && process.exit(0));
      worker.process.kill(signal);
    }
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let slot = 0; slot < workers; slot += 1) fork(slot);
};

/**
 * In a worker: answer the primary's collection of this process's metrics, and read the cluster's sum for
 * /metrics from the primary.
 */
export const workerMetrics = (): (() => Promise<string>) => {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry(); // installs the worker's answer to the primary's collection
  let next = 0;
  const waiting = new Map<number, (message: MetricsMessage) => void>();
  process.on('message', (message: MetricsMessage) => {
    if (message?.type === ANSWER && typeof message.id === 'number') waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, 5_000);
      waiting.set(id, (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      });
      process.send!({ type: ASK, id });
    });
};
