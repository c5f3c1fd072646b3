import { Agent, request } from 'node:http';

export type LoadOptions = {
  url: string;
  body: string;
  /** Clients in flight at once, each on its own keep-alive connection. */
  concurrency: number;
  seconds: number;
};

export type LoadResult = {
  requests: number;
  errors: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/**
 * A bounded closed loop: `concurrency` clients each send the next request as soon as the previous answer
 * arrives, for `seconds`. Plain node:http with a keep-alive agent: the cheapest client Node has, so the
 * generator takes as little CPU from the server as possible.
 */
export const runLoad = async ({ url, body, concurrency, seconds }: LoadOptions): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const payload = Buffer.from(body);
  const latencies: number[] = [];
  let errors = 0;

  const once = () =>
    new Promise<void>((done) => {
      const started = performance.now();
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else errors += 1;
            done();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        done();
      });
      req.end(payload);
    });

  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50ms: percentile(sorted, 0.5),
    p99ms: percentile(sorted, 0.99),
  };
};
