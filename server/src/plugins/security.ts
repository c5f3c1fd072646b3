import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. Everything is served from our own origin (fonts too); LINE's hosts are allowed for the
 * LIFF SDK's own calls; game pages are framed only by our own pages.
 */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://profile.line-scdn.net', 'https://obs.line-scdn.net'],
        connectSrc: [
          "'self'",
          'https://api.line.me',
          'https://access.line.me',
          'https://liffsdk.line-scdn.net',
        ],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
});
