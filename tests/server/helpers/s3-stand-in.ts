import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signS3 } from '@server/payments/slips/sigv4';

/**
 * An S3-compatible store on a loopback port, from AWS's documentation of PUT and GET Object with Signature
 * Version 4: path-style `/<bucket>/<key>`, the payload hash checked against the body, the Authorization header
 * recomputed from what arrived (403 SignatureDoesNotMatch otherwise), 404 for a missing key.
 */
export const startS3StandIn = async (credentials: {
  accessKey: string;
  secretKey: string;
  region: string;
}) => {
  const objects = new Map<string, Buffer>();
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      const given = String(request.headers.authorization ?? '');
      const signedNames = given.match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? [];
      const extra = Object.fromEntries(
        signedNames
          .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
          .map((name) => [name, String(request.headers[name] ?? '')]),
      );
      const amzDate = String(request.headers['x-amz-date'] ?? '');
      const at = new Date(
        `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
      );
      const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
      const expected = Number.isNaN(at.getTime())
        ? ''
        : signS3({ method: request.method ?? 'GET', url, headers: extra, payloadHash, ...credentials, at })
            .authorization;
      if (payloadHash !== sha256Hex(body) || given !== expected) {
        response
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(url.pathname, body);
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const found = objects.get(url.pathname);
        if (found) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
        else
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
      } else response.writeHead(405).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
