/**
 * A `window.matchMedia` for jsdom, which has none: each query answers `matches(query)` and never changes. The
 * setup file's stand-in matches nothing (tests/setup/dom.ts); a screen width answers min/max-width queries
 * (tests/admin/helpers/screen-width.ts).
 */
export const mediaQueries = (matches: (query: string) => boolean) =>
  ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
