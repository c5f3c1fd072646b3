import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@server/ledger';
import { fuzzHost, type FuzzHost, type FuzzRoute } from './fuzz-host';
import { fuzzLane, movesMoney } from './fuzz-lane';
import { requestArb, type FuzzCase, type FuzzRequest } from './requests';

// Every operation of both APIs (the platform's /api/* and the built-in provider's /games/*), driven by values
// drawn from its own schemas with a real member's credentials: no request, however odd, may be answered 5xx,
// every answer is one the API document describes, and the ledger's invariants hold after all of it.
let host: FuzzHost;
beforeAll(async () => {
  host = await fuzzHost();
}, 120_000);
afterAll(async () => host?.app.close());

const send = async ({ request, real }: FuzzCase) => {
  const response = await host.app.inject(request);
  // The fuzzer may log the member out or change the password: later requests need live credentials again.
  if (real && (response.statusCode === 401 || /^\{"error":4201\b/.test(response.body))) {
    const token = String(request.headers?.authorization ?? '').replace(/^Bearer /, '');
    if (!(await host.works(token))) await host.renew();
  }
  return response;
};

const describeRequest = (request: FuzzRequest) =>
  JSON.stringify({
    method: request.method,
    url: request.url,
    query: request.query,
    payload: request.payload,
  });

const fuzzRoute = async (route: FuzzRoute) => {
  const numRuns = movesMoney(route.url) ? fuzzLane.moneyRuns : fuzzLane.runs;
  await fc.assert(
    fc.asyncProperty(requestArb(route, host), async (fuzzCase) => {
      const { request } = fuzzCase;
      const response = await send(fuzzCase);
      if (response.statusCode >= 500) {
        throw new Error(
          `${response.statusCode} for ${describeRequest(request)}: ${response.body.slice(0, 300)}`,
        );
      }
      const problem = host.document.problemOf(route, response);
      if (problem) throw new Error(`${problem} for ${describeRequest(request)}`);
    }),
    { numRuns, seed: fuzzLane.seed, endOnFailure: true },
  );
};

describe('fuzzing every operation', () => {
  it('finds the operations of both APIs', () => {
    const urls = host.routes.map((route) => route.url);
    expect(urls).toContain('/api/seamless/:provider/bet');
    expect(urls).toContain('/games/api/slot/:code/spin');
    expect(host.routes.length).toBeGreaterThan(60);
  });

  it(
    'answers no request to any operation with a 5xx',
    async () => {
      // Every operation gets its run even when one fails, so that one run lists every failing operation.
      const failures: string[] = [];
      for (const route of host.routes) {
        await fuzzRoute(route).catch((error: Error) =>
          // fast-check keeps what the property threw as the cause: the request and what was wrong.
          failures.push(
            `${route.method} ${route.url}: ${error.message}` +
              (error.cause instanceof Error ? `\n${error.cause.message}` : ''),
          ),
        );
      }
      expect(failures).toEqual([]);
    },
    fuzzLane.timeoutMs,
  );

  it(
    'answers no burst of requests racing each other with a 5xx',
    async () => {
      // Requests to the same member's games and wallet at once: a spin against a seed rotation, a settle against
      // its rollback, a withdrawal against a bet.
      const racers = host.routes.filter(
        (route) => route.method === 'POST' && /\/(games\/api|api\/seamless|api\/member)\//.test(route.url),
      );
      const burst = fc.array(
        fc.oneof(...racers.map((route) => requestArb(route, host).map((fuzzCase) => ({ route, fuzzCase })))),
        { minLength: 2, maxLength: 6 },
      );
      await fc.assert(
        fc.asyncProperty(burst, async (cases) => {
          const responses = await Promise.all(cases.map(({ fuzzCase }) => send(fuzzCase)));
          responses.forEach((response, i) => {
            const { route, fuzzCase } = cases[i]!;
            if (response.statusCode >= 500) {
              throw new Error(
                `${response.statusCode} for ${describeRequest(fuzzCase.request)}: ${response.body.slice(0, 300)}`,
              );
            }
            const problem = host.document.problemOf(route, response);
            if (problem) throw new Error(`${problem} for ${describeRequest(fuzzCase.request)}`);
          });
        }),
        { numRuns: fuzzLane.runs * 4, seed: fuzzLane.seed, endOnFailure: true },
      );
    },
    fuzzLane.timeoutMs,
  );

  it('leaves every ledger invariant holding', async () => {
    expect(await checkLedger(host.app.db)).toEqual([]);
  });
});
