// @vitest-environment screen
import { describe, expect, it } from 'vitest';
import { fadePagesAfterTheFirst } from '@lib/page-fade';

type Listener = (state: { location: { key: string } }) => void;

const fakeRouter = () => {
  const listeners = new Set<Listener>();
  const router = {
    state: { location: { key: 'first' } },
    subscribe: (listener: Listener) => (listeners.add(listener), () => listeners.delete(listener)),
    go: (key: string) => {
      router.state = { location: { key } };
      listeners.forEach((listener) => listener(router.state));
    },
    listening: () => listeners.size,
  };
  return router;
};

describe('fadePagesAfterTheFirst', () => {
  it('marks the document only once the visitor has moved off the first page, then stops listening', () => {
    delete document.documentElement.dataset.navigated;
    const router = fakeRouter();
    fadePagesAfterTheFirst(router);
    router.go('first'); // a revalidation of the same location
    expect(document.documentElement.hasAttribute('data-navigated')).toBe(false);
    router.go('second');
    expect(document.documentElement.hasAttribute('data-navigated')).toBe(true);
    expect(router.listening()).toBe(0);
  });
});
