import { describe, expect, it } from 'vitest';
import { costFor, hashSecret, productionCost, verifySecret } from '@server/accounts/passwords';

describe('password hashing cost', () => {
  it('is OWASP Argon2id (19 MiB, 2 passes) everywhere but under vitest', async () => {
    for (const env of ['production', 'development', undefined]) expect(costFor(env)).toBe(productionCost);
    const stored = await hashSecret('รหัสผ่าน-จริง-1', costFor('production'));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(stored, 'รหัสผ่าน-จริง-1')).toBe(true);
    expect(await verifySecret(stored, 'รหัสผ่าน-จริง-2')).toBe(false);
  });

  it('is the same algorithm at the smallest cost in the test suite, and verifies either', async () => {
    const stored = await hashSecret('secret-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifySecret(stored, 'secret-1')).toBe(true);
  });
});
