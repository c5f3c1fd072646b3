import { createHash, createHmac, randomBytes } from 'node:crypto';
import { uniformFrom, type Rng } from './rng';

/** A fresh 32-byte server seed, as hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The SHA-256 of a server seed (of its hex text's bytes), published before the seed is used. */
export const hashServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');

export type FairInput = { serverSeed: string; clientSeed: string; nonce: number };

/**
 * The provably fair stream of DOMAIN.md: block `cursor` is HMAC-SHA256(server seed, "client seed:nonce:cursor");
 * each block gives eight big-endian 32-bit values, read in order; a new block starts when one is used up.
 */
export const fairRng = ({ serverSeed, clientSeed, nonce }: FairInput): Rng & { used: () => number } => {
  const key = Buffer.from(serverSeed, 'hex');
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 32;
  let count = 0;
  const next = () => {
    if (offset >= 32) {
      block = createHmac('sha256', key).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    count += 1;
    return value;
  };
  return { int: (n) => uniformFrom(next, n), used: () => count };
};
