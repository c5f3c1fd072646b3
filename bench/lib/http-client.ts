import { connect, type Socket } from 'node:net';

export type HttpAnswer = { status: number; body: string };

type Connection = {
  socket: Socket;
  /** The answer being read: bytes so far, and what to call when it is whole. */
  pending?: { chunks: Buffer[]; size: number; done: (answer: HttpAnswer | Error) => void };
};

const headerEnd = Buffer.from('\r\n\r\n');

/** The answer in `bytes` when it is whole (status line, headers with content-length, body), else null. */
const parse = (bytes: Buffer): HttpAnswer | null => {
  const end = bytes.indexOf(headerEnd);
  if (end < 0) return null;
  const head = bytes.subarray(0, end).toString('latin1');
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length === undefined) throw new Error(`answer without content-length: ${head.split('\r\n')[0]}`);
  if (bytes.length < end + 4 + Number(length)) return null;
  const status = Number(head.slice(9, 12));
  return { status, body: bytes.subarray(end + 4, end + 4 + Number(length)).toString('utf8') };
};

/**
 * The benchmarks' HTTP/1.1 client: keep-alive connections to 127.0.0.1:`port`, one per call in flight, each
 * request written as one buffer and each answer read only as far as status, content-length and body. Like
 * pgbench's C client, it leaves the CPU of a small machine to the server being measured: node:http's client
 * spends several times more per call.
 */
export const openHttpClient = (port: number) => {
  const idle: Connection[] = [];
  const all = new Set<Connection>();

  const open = () =>
    new Promise<Connection>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port, noDelay: true });
      const connection: Connection = { socket };
      socket.once('connect', () => {
        all.add(connection);
        resolve(connection);
      });
      socket.on('error', (error) => {
        connection.pending?.done(error);
        reject(error);
      });
      socket.on('close', () => {
        all.delete(connection);
        // A connection the server closed while it sat idle (its keep-alive ran out) is never handed out again:
        // a request on it would wait for ever.
        const waiting = idle.indexOf(connection);
        if (waiting >= 0) idle.splice(waiting, 1);
        connection.pending?.done(new Error('connection closed'));
      });
      socket.on('data', (chunk: Buffer) => {
        const pending = connection.pending;
        if (!pending) return;
        pending.chunks.push(chunk);
        pending.size += chunk.length;
        try {
          const whole = pending.chunks.length === 1 ? chunk : Buffer.concat(pending.chunks, pending.size);
          const answer = parse(whole);
          if (!answer) return;
          connection.pending = undefined;
          idle.push(connection);
          pending.done(answer);
        } catch (error) {
          pending.done(error as Error);
          socket.destroy();
        }
      });
    });

  /**
   * POSTs `body` (JSON: an object, or a string already serialised, as a signature covers its exact bytes) to
   * `path`; answers status and body, whatever the status: the caller judges.
   */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send('POST', path, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), headers);

  /** GETs `path` (with its query string); answers like post(). */
  const get = (path: string, headers: Record<string, string> = {}) => send('GET', path, null, headers);

  /** A request's bytes as sent: built ahead of a timed run, so the run spends nothing on composing them. */
  const encode = (
    method: 'GET' | 'POST',
    path: string,
    payload: Buffer | null,
    headers: Record<string, string> = {},
  ) => {
    const lines = [
      `${method} ${path} HTTP/1.1`,
      'host: 127.0.0.1',
      ...(payload ? ['content-type: application/json', `content-length: ${payload.length}`] : []),
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
    return payload ? Buffer.concat([head, payload]) : head;
  };

  /** Sends a request encode() built; answers like post(). */
  const sendBytes = async (bytes: Buffer) => {
    const connection = idle.pop() ?? (await open());
    return new Promise<HttpAnswer>((resolve, reject) => {
      connection.pending = {
        chunks: [],
        size: 0,
        done: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
      };
      connection.socket.write(bytes);
    });
  };

  const send = (
    method: 'GET' | 'POST',
    path: string,
    payload: Buffer | null,
    headers: Record<string, string>,
  ) => sendBytes(encode(method, path, payload, headers));

  const close = () => {
    for (const connection of all) connection.socket.destroy();
  };
  return { post, get, encode, sendBytes, close };
};
