import type { Config } from '@server/config';
import type { Db } from '@server/db/db';
import { hashSecret } from '@server/accounts/passwords';

/**
 * The demo owner, for testers: created only when SEED is on and NODE_ENV is not production, with a known
 * password and a known TOTP secret (both in the README). A production database never gets it.
 * Its password never needs changing and it is enrolled already, so a tester logs in with any authenticator.
 */
export const DEMO_OWNER = {
  username: 'demo-owner',
  password: 'demo-owner-2569',
  /** Base32, as an authenticator app takes it when typed in by hand. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export const seedDemoOwner = async (db: Db, config: Config) => {
  if (config.SEED !== 'on' || config.NODE_ENV === 'production') return;
  await db.query(
    `INSERT INTO staff (agent_id, username, display_name, role, password_hash, must_change_password, totp_secret)
     SELECT id, $2, 'เจ้าของ (เดโม่)', 'owner', $3, false, $4 FROM agents WHERE code = $1
     ON CONFLICT (agent_id, username) DO NOTHING`,
    [
      config.DEFAULT_AGENT_CODE,
      DEMO_OWNER.username,
      await hashSecret(DEMO_OWNER.password),
      DEMO_OWNER.totpSecret,
    ],
  );
};
