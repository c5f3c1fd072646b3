import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHttpClient } from '@bench/lib/http-client';

// The benchmarks' own HTTP client (bench/lib/http-client.ts): a wrong parse would count failures as answers.
let server: Server;
let port: number;
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((socket) => {
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      requests.push(text);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      if (text.includes('/no-length')) {
        socket.write('HTTP/1.1 200 OK\r\nconnection: keep-alive\r\n\r\n{}');
        return;
      }
      const answer = Buffer.from(`{"echo":${body},"ไทย":true}`);
      // The head and the body in separate writes, the body split in the middle of a Thai character.
      socket.write(`HTTP/1.1 201 Created\r\nContent-Length: ${answer.length}\r\n\r\n`);
      socket.write(answer.subarray(0, 12));
      setTimeout(() => socket.write(answer.subarray(12)), 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bench HTTP client', () => {
  it('reads answers split across packets and reuses its connections', async () => {
    const client = openHttpClient(port);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => client.post('/x', { n }, { authorization: 'Bearer t' })),
    );
    const again = await client.post('/x', { n: 4 });
    client.close();
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => JSON.parse(a.body))).toEqual(
      [1, 2, 3].map((n) => ({ echo: { n }, ไทย: true })),
    );
    expect(JSON.parse(again.body)).toEqual({ echo: { n: 4 }, ไทย: true });
    expect(requests[0]).toMatch(/^POST \/x HTTP\/1\.1\r\n/);
    expect(requests[0]).toContain('authorization: Bearer t\r\n');
    expect(requests[0]).toContain('content-length: 7\r\n');
  });

  it('refuses an answer it cannot delimit', async () => {
    const client = openHttpClient(port);
    await expect(client.post('/no-length', {})).rejects.toThrow('without content-length');
    client.close();
  });
});
