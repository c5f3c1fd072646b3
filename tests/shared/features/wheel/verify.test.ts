import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { landingRotation } from '@features/wheel/lib/geometry';
import { recomputePrizeIndex, sha256Hex } from '@features/wheel/lib/verify';
import { drawPrizeIndex } from '@server/rewards/wheel/draw';

const serverSeed = '9c'.repeat(32);

describe("the member's own recomputation (WebCrypto)", () => {
  it('gives the same slice as the server draw for every nonce, and the same seed hash', async () => {
    const weights = [1, 7, 250, 3, 1_000_000];
    for (let nonce = 0; nonce < 150; nonce += 1) {
      const input = { serverSeed, clientSeed: 'phone', nonce };
      expect(await recomputePrizeIndex({ ...input, weights })).toBe(drawPrizeIndex(weights, input));
    }
    expect(await sha256Hex(serverSeed)).toBe(
      createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex'),
    );
  });
});

describe('landing rotation', () => {
  it('always turns forward and stops with the middle of the slice under the top pointer', () => {
    let current = 0;
    for (const [index, count] of [
      [0, 8],
      [5, 8],
      [2, 3],
      [7, 8],
      [1, 2],
    ] as const) {
      const next = landingRotation(current, index, count);
      expect(next).toBeGreaterThan(current + 360 * 4);
      expect(((((next % 360) + (index + 0.5) * (360 / count)) % 360) + 360) % 360).toBeCloseTo(0, 9);
      current = next;
    }
  });
});
