import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id with OWASP's parameters (19 MiB, 2 passes): what every deployment uses.
export const productionCost: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Only under vitest (NODE_ENV=test, never set by a deployment): the same algorithm at the smallest cost, so the
// suite's thousands of registrations and logins do not spend a minute hashing. passwords.test.ts checks both.
const testCost: Options = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export const costFor = (nodeEnv: string | undefined): Options =>
  nodeEnv === 'test' ? testCost : productionCost;

const cost = costFor(process.env.NODE_ENV);

export const hashSecret = (secret: string, options: Options = cost) => hash(secret, options);

// A hash of a random text, verified when no account matches, so that an unknown phone takes as long as a known one.
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashSecret(`decoy-${Math.random()}-${Date.now()}`));

export const verifySecret = async (stored: string | null, secret: string) => {
  if (stored === null) {
    await verify(await decoyHash(), secret).catch(() => false);
    return false;
  }
  // A malformed stored hash (e.g. a member inserted by hand) is a failed check, never a crash.
  return verify(stored, secret).catch(() => false);
};
