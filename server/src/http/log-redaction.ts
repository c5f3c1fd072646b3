import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets wherever they appear (the sandbox tester's `?token=`, a game's). */
const SECRET_NAME = /token|secret|password|passwd|signature/i;

const secretName = (name: string) => {
  try {
    return SECRET_NAME.test(decodeURIComponent(name.replace(/\+/g, ' ')));
  } catch {
    return SECRET_NAME.test(name); // a malformed escape: judge the name as written
  }
};

/**
 * The URL as the log may keep it: the value of every query parameter named like a secret replaced by
 * `[redacted]`, everything else as sent. A link that carries a token (a tester opening the sandbox page on a
 * phone) must not leave it in a log file that more people read than hold the token.
 */
export const redactUrl = (url: string) => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return eq >= 0 && secretName(name) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
};

/** Fastify's own request serializer (what 'incoming request' lines show), with the URL redacted. */
const req = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  version: request.headers?.['accept-version'] as string | undefined,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

type LoggerOption = FastifyServerOptions['logger'];

/** The server's logger options with the redacting request serializer (a caller's own serializers win). */
export const withRedactedUrls = (logger: LoggerOption): LoggerOption => {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req, ...options.serializers } };
};
