/**
 * The wheel's draw recomputed on the member's own device (DOMAIN.md "Provably fair results"), with WebCrypto:
 * block `cursor` is HMAC-SHA256(server seed bytes, "client seed:nonce:cursor"), read as big-endian 32-bit
 * values; values at or above 2^32 - (2^32 mod total) are rejected; the rest modulo the total weight picks the
 * slice. The same algorithm as the server's (games/fair), written again here so nothing is taken on trust.
 */
const TWO_32 = 2 ** 32;

const hexBytes = (hex: string) => new Uint8Array(hex.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the server seed's bytes, to compare with the hash published before the spins. */
export const sha256Hex = async (seedHex: string) =>
  toHex(await crypto.subtle.digest('SHA-256', hexBytes(seedHex)));

export type SpinInputs = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
};

export const recomputePrizeIndex = async ({ serverSeed, clientSeed, nonce, weights }: SpinInputs) => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total < 1 || weights.some((w) => !Number.isInteger(w) || w <= 0)) throw new RangeError('bad weights');
  const key = await crypto.subtle.importKey(
    'raw',
    hexBytes(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const limit = TWO_32 - (TWO_32 % total);
  const encoder = new TextEncoder();
  for (let cursor = 0; ; cursor += 1) {
    const block = new DataView(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`)),
    );
    for (let offset = 0; offset < 32; offset += 4) {
      const value = block.getUint32(offset);
      if (value >= limit) continue;
      let point = value % total;
      for (let i = 0; i < weights.length; i += 1) {
        point -= weights[i]!;
        if (point < 0) return i;
      }
    }
  }
};
