import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng, hashServerSeed, newServerSeed } from '@games/fair/fair';
import { uniformFrom, weighted } from '@games/fair/rng';

const chiSquare = (observed: number[], expected: number[]) =>
  observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);

describe('provably fair generator', () => {
  it('reads HMAC-SHA256(server seed, "client:nonce:cursor") as big-endian 32-bit values', () => {
    const serverSeed = '11'.repeat(32);
    const block0 = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update('alice:7:0').digest();
    const block1 = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update('alice:7:1').digest();
    const expected = [...Array(8).keys()].map((i) => block0.readUInt32BE(i * 4));
    expected.push(block1.readUInt32BE(0));
    // n = 2^32 never rejects, so int() returns the raw values
    const rng = fairRng({ serverSeed, clientSeed: 'alice', nonce: 7 });
    expect(expected.map(() => rng.int(2 ** 32))).toEqual(expected);
  });

  it('publishes the SHA-256 of the 32-byte server seed', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('rejects values at or above 2^32 - (2^32 mod n)', () => {
    const n = 3; // 2^32 mod 3 = 1, so the one value 2^32 - 1 must be rejected
    const values = [2 ** 32 - 1, 2 ** 32 - 2];
    const next = () => values.shift()!;
    expect(uniformFrom(next, n)).toBe((2 ** 32 - 2) % 3);
    expect(values).toHaveLength(0);
  });

  it('maps to 37 pockets without bias (chi-square, 370,000 draws, 36 df, p = 0.001 bound 67.99)', () => {
    const rng = fairRng({ serverSeed: 'a1'.repeat(32), clientSeed: 'chi', nonce: 1 });
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 370_000; i += 1) counts[rng.int(37)]! += 1;
    expect(chiSquare(counts, new Array<number>(37).fill(10_000))).toBeLessThan(67.99);
  });

  it('draws a weighted table in proportion to its weights (chi-square, 3 df, p = 0.001 bound 16.27)', () => {
    const rng = fairRng({ serverSeed: 'b2'.repeat(32), clientSeed: 'w', nonce: 2 });
    const weights = [1, 2, 3, 994];
    const counts = [0, 0, 0, 0];
    const draws = 500_000;
    for (let i = 0; i < draws; i += 1) counts[weighted(rng, weights)]! += 1;
    expect(
      chiSquare(
        counts,
        weights.map((w) => (w / 1000) * draws),
      ),
    ).toBeLessThan(16.27);
  });

  it('gives the same stream for the same inputs and a different one for another nonce', () => {
    const input = { serverSeed: '22'.repeat(32), clientSeed: 'c', nonce: 3 };
    const a = fairRng(input);
    const b = fairRng(input);
    const c = fairRng({ ...input, nonce: 4 });
    const draw = (rng: typeof a) => Array.from({ length: 20 }, () => rng.int(1000));
    expect(draw(a)).toEqual(draw(b));
    expect(draw(fairRng(input))).not.toEqual(draw(c));
  });
});
