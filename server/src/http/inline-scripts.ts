import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const inlineScript = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of each inline script of one HTML page (`'sha256-...'` of the exact text between the tags). */
export const scriptHashesOf = (html: string): string[] =>
  [...html.matchAll(inlineScript)]
    .map((match) => match[1]!)
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/**
 * The inline scripts of every page the server sends from a build (the web site, the LIFF app, each game page),
 * hashed once at start: the build never changes under a running server. No build, no hashes.
 */
export const inlineScriptHashes = (staticDir: string): string[] => {
  const dir = resolve(staticDir);
  const gamePages = resolve(dir, 'games/pages');
  const pages = [
    resolve(dir, 'web-app/index.html'),
    resolve(dir, 'liff-app/index.html'),
    ...(existsSync(gamePages)
      ? readdirSync(gamePages).map((page) => resolve(gamePages, page, 'index.html'))
      : []),
  ].filter((file) => existsSync(file));
  return [...new Set(pages.flatMap((file) => scriptHashesOf(readFileSync(file, 'utf8'))))];
};
