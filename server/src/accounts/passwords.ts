import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id with OWASP's parameters (19 MiB, 2 passes); the tests check the prefix.
export const hashSecret = (secret: string) => hash(secret);

// A hash of a random text, verified when no account matches, so that an unknown phone takes as long as a known one.
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hash(`decoy-${Math.random()}-${Date.now()}`));

export const verifySecret = async (stored: string | null, secret: string) => {
  if (stored === null) {
    await verify(await decoyHash(), secret).catch(() => false);
    return false;
  }
  // A malformed stored hash (e.g. a member inserted by hand) is a failed check, never a crash.
  return verify(stored, secret).catch(() => false);
};
