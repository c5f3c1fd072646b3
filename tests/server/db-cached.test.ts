import { describe, expect, it } from 'vitest';
import { cachedPerDb } from '@server/db/cached';
import type { Queryable } from '@server/db/db';

const db = (): Queryable => ({ query: async () => ({ rows: [], rowCount: 0 }), exec: async () => undefined });

describe('cachedPerDb', () => {
  it('reads a found row once within its time, again after it, and per database', async () => {
    const loads: string[] = [];
    let clock = 1_000_000;
    const cached = cachedPerDb(
      40,
      async (_q, key) => {
        loads.push(key);
        return { key, n: loads.length };
      },
      1000,
      () => clock,
    );
    const [a, b] = [db(), db()];
    expect(await cached(a, 'demo')).toEqual({ key: 'demo', n: 1 });
    expect(await cached(a, 'demo')).toEqual({ key: 'demo', n: 1 });
    expect(await cached(b, 'demo')).toEqual({ key: 'demo', n: 2 });
    clock += 39; // still within its 40 ms
    expect(await cached(a, 'demo')).toEqual({ key: 'demo', n: 1 });
    clock += 1; // its time is over
    expect(await cached(a, 'demo')).toEqual({ key: 'demo', n: 3 });
    expect(loads).toEqual(['demo', 'demo', 'demo']);
  });

  it('never keeps a missing row, so a new one is seen at once', async () => {
    let exists = false;
    const cached = cachedPerDb(60_000, async () => (exists ? 'row' : null));
    const q = db();
    expect(await cached(q, 'new')).toBeNull();
    exists = true;
    expect(await cached(q, 'new')).toBe('row');
  });

  it('drops the least recently read key past its size instead of growing', async () => {
    const loads: string[] = [];
    const cached = cachedPerDb(60_000, async (_q, key) => (loads.push(key), key), 2);
    const q = db();
    // 'a' read again after 'b' is the more recent: 'c' drops 'b', so 'a' is still kept and 'b' is read again.
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cached(q, key);
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('cachedPerDb forget', () => {
  it('reads a forgotten key afresh at once, and only that key', async () => {
    let n = 0;
    const cached = cachedPerDb(60_000, async (_q, key) => `${key}${++n}`);
    const q = db();
    expect(await cached(q, 'a')).toBe('a1');
    expect(await cached(q, 'b')).toBe('b2');
    cached.forget(q, 'a');
    expect(await cached(q, 'a')).toBe('a3');
    expect(await cached(q, 'b')).toBe('b2');
  });
});
