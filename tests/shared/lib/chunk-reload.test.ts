// @vitest-environment screen
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  installChunkReload,
  isChunkLoadError,
  reloadForChunkError,
} from '@lib/chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('chunk-load reload guard', () => {
  it('recognises lost JS and CSS chunks and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { reload, now: () => now };
    expect(reloadForChunkError(deps)).toBe(true);
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadForChunkError(deps)).toBe(false);
    now += 1;
    expect(reloadForChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads on Vite's preload error event", () => {
    const reload = vi.fn();
    const uninstall = installChunkReload(window, { reload });
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
