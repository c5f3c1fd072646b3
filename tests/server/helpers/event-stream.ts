import { get, type IncomingMessage } from 'node:http';

/**
 * A member's stream read as a browser tab reads it: over HTTP, on a connection of its own, event by event; closing
 * it closes the connection, as closing the tab does.
 */
export const openStream = async (base: string, token: string) => {
  const events: string[] = [];
  /** When each event arrived (Date.now()), by its index in `events`. */
  const arrivals: number[] = [];
  let closed = false;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(`${base}/api/member/events`, {
      agent: false,
      headers: { authorization: `Bearer ${token}` },
    });
    request.on('response', resolve).on('error', reject);
  });
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const name = /^event: (.+)$/m.exec(buffer.slice(0, cut))?.[1];
      if (name) {
        events.push(name);
        arrivals.push(Date.now());
      }
      buffer = buffer.slice(cut + 2);
    }
  });
  response.on('close', () => {
    closed = true;
    done();
  });
  return {
    status: response.statusCode,
    header: (name: string) => response.headers[name],
    events,
    arrivals,
    isClosed: () => closed,
    close: async () => {
      response.destroy();
      await finished;
    },
  };
};

/** Waits until `check` holds, asking every 20 ms; fails after `ms`, naming `what` it waited for. */
export const until = async (check: () => boolean | Promise<boolean>, ms = 3_000, what = '') => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited in vain${what ? `: ${what}` : ''}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
};
