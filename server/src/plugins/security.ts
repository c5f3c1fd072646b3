import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { earlyTapsHash } from '@server/http/early-taps';
import { scriptLoaderHash } from '@server/http/first-paint';
import { inlineScriptHashes } from '@server/http/inline-scripts';

/** A year, the usual HSTS lifetime (and the minimum browsers' preload lists ask for). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers. Everything is served from our own origin (fonts too); LINE's hosts are allowed for the
 * LIFF SDK's own calls; our pages frame our game pages and an aggregator's (https) ones; our pages are framed only
 * by our own.
 *
 * Scripts: our own files, plus the inline scripts of the built pages by their SHA-256 (hashed at start from the
 * HTML the server will send, and the first screen's script loader, first-paint.ts, and a lobby's keeper of early taps, early-taps.ts), never 'unsafe-inline'; an injected script runs nowhere. Only the development
 * server allows inline scripts, because Vite writes its hot-reload preamble into each page as it serves it.
 * Styles keep 'unsafe-inline': the UI kit sets style attributes, and a style cannot run code.
 */
export const securityPlugin = fp(async (app) => {
  const development = app.config.NODE_ENV === 'development';
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...inlineScriptHashes(app.config.STATIC_DIR), scriptLoaderHash, earlyTapsHash];
  // Helmet's headers, taken once: no directive depends on the request and no route has options of its own, so
  // every answer gets the same set. (@fastify/helmet rebuilt the whole middleware on every request, and even
  // helmet's own middleware makes a dozen calls and header checks per request; the read-path and seamless benches
  // spent ~10 µs per request there.)
  const headers = headersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://profile.line-scdn.net', 'https://obs.line-scdn.net'],
        connectSrc: [
          "'self'",
          'https://api.line.me',
          'https://access.line.me',
          'https://liffsdk.line-scdn.net',
        ],
        // An aggregator's games (Hub88, issue 30) open in the game sheet's frame from its studios' own https hosts,
        // which no fixed list names; a frame gets nothing of our origin.
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over HTTPS: on plain HTTP (a LAN demo, tests) it would mean nothing or lock a host out.
    hsts: false,
  });
  // HTTPS as the member's browser sees it: TLS here, a trusted proxy's X-Forwarded-Proto, or a public https URL.
  // One callback hook for both: every request runs it.
  const publicHttps = app.config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (publicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});

/**
 * The headers helmet's middleware sets, as one object: it sets each with setHeader and calls back before it
 * returns (anything else, or a refused directive, stops the start).
 */
const headersOf = (options: Parameters<typeof helmet>[0]) => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  let outcome: { error?: unknown } | undefined;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    outcome = { error };
  });
  if (!outcome) throw new Error('helmet did not set its headers at once');
  if (outcome.error) throw outcome.error;
  return headers;
};
