import { readJson, writeJson } from './storage';

export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** True for the errors a browser raises when a lazy route's JS or CSS is gone (a new deploy replaced it). */
export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
};

type ReloadDeps = { now?: () => number; reload?: () => void };

/**
 * Reloads the page to fetch the new build, at most once per 60 s (SPEC §8): if the new build is broken too,
 * a loop of reloads would lock the member out. Returns whether it reloaded.
 */
export const reloadForChunkError = (deps: ReloadDeps = {}): boolean => {
  const now = (deps.now ?? Date.now)();
  const last = readJson<number>(KEY, 'session') ?? 0;
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeJson(KEY, now, 'session');
  (deps.reload ?? (() => window.location.reload()))();
  return true;
};

/** Vite raises `vite:preloadError` when a chunk's JS or CSS fails to preload. */
export const installChunkReload = (target: Window = window, deps: ReloadDeps = {}) => {
  const handle = (event: Event) => {
    if (reloadForChunkError(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', handle);
  return () => target.removeEventListener('vite:preloadError', handle);
};
