import type { Queryable } from './db';

/**
 * `load` memoised per database for `ms`: for rows that operators change rarely and many requests read (the
 * agent behind every public call, a payment provider behind every notification). A change applies within `ms`
 * on every server. Only found rows are kept, so a new row is seen at once and unknown keys cannot fill the
 * memory; past `max` keys the least recently read one is dropped (a Map keeps insertion order: a hit moves its
 * key to the end). `now` is the clock (a test gives its own, so time never races it).
 */
export const cachedPerDb = <T>(
  ms: number,
  load: (q: Queryable, key: string) => Promise<T | null>,
  max = 1000,
  now: () => number = Date.now,
) => {
  const memos = new WeakMap<Queryable, Map<string, { value: T; until: number }>>();
  const read = async (q: Queryable, key: string): Promise<T | null> => {
    let memo = memos.get(q);
    if (!memo) memos.set(q, (memo = new Map()));
    const hit = memo.get(key);
    if (hit && hit.until > now()) {
      memo.delete(key);
      memo.set(key, hit);
      return hit.value;
    }
    const value = await load(q, key);
    memo.delete(key);
    if (value === null) return null;
    if (memo.size >= max) memo.delete(memo.keys().next().value!);
    memo.set(key, { value, until: now() + ms });
    return value;
  };
  /** Drops one key's memo in this process (an edit made here is read at once; other processes within `ms`). */
  const forget = (q: Queryable, key: string) => {
    memos.get(q)?.delete(key);
  };
  return Object.assign(read, { forget });
};
