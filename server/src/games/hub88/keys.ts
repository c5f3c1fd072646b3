import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Hub88Settings } from '@contract/games/hub88';
import { HUB88_WALLET_PREFIX } from '@contract/games/hub88';
import { cachedPerDb } from '@server/db/cached';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SecretBox } from '@server/line/secret-box';
import { auditAs, type ByStaff } from '@server/staff/audit';

/**
 * The keys of the Hub88 Wallet API (README.md): Hub88's public key, which verifies its calls, and our pair, whose
 * private half signs our answers. Ours is generated once, by whichever server needs it first (the row's insert
 * decides: a second server's pair is thrown away and it reads the first one's), and its private key is stored
 * only sealed (`secretBoxOf(app.config)`).
 */
type Row = {
  hub88_public_key: string | null;
  operator_public_key: string;
  operator_private_key_sealed: string;
};

export type Hub88Keys = {
  /** Verifies Hub88's calls; null until the operator has pasted Hub88's key in the console. */
  hub88: KeyObject | null;
  /** Signs our answers. */
  operator: KeyObject;
  row: Row;
};

const generate = promisify(generateKeyPair);

const readRow = async (q: Queryable) =>
  (
    await q.query<Row>(
      `SELECT hub88_public_key, operator_public_key, operator_private_key_sealed FROM hub88_settings WHERE id = 1`,
    )
  ).rows[0];

const ensureRow = async (db: Db, box: SecretBox): Promise<Row> => {
  const found = await readRow(db);
  if (found) return found;
  const pair = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db.query(
    `INSERT INTO hub88_settings (id, operator_public_key, operator_private_key_sealed) VALUES (1, $1, $2)
     ON CONFLICT (id) DO NOTHING`,
    [pair.publicKey, box.seal(pair.privateKey)],
  );
  return (await readRow(db))!;
};

/** One box per process (the config's): the memo holds opened keys, not the sealed text. */
const boxes = new WeakMap<Queryable, SecretBox>();

/**
 * Every wallet call reads the keys: kept 5 s per process, so a key pasted in the console applies at once on the
 * server that saved it (`forget`) and within 5 s elsewhere.
 */
const cachedKeys = cachedPerDb(5_000, async (q: Queryable) => {
  const box = boxes.get(q);
  if (!box) return null;
  const row = await ensureRow(q as Db, box);
  return {
    hub88: row.hub88_public_key ? createPublicKey(row.hub88_public_key) : null,
    operator: createPrivateKey(box.open(row.operator_private_key_sealed)),
    row,
  } satisfies Hub88Keys;
});

export const hub88Keys = async (db: Db, box: SecretBox): Promise<Hub88Keys> => {
  boxes.set(db, box);
  return (await cachedKeys(db, 'keys'))!;
};

const settingsOf = (row: Row): Hub88Settings => ({
  hub88_public_key: row.hub88_public_key,
  operator_public_key: row.operator_public_key,
  wallet_path: HUB88_WALLET_PREFIX,
});

/** The console's view: Hub88's key as pasted and ours to send Hub88 (generated now if it never was). */
export const hub88Settings = async (db: Db, box: SecretBox) => settingsOf((await hub88Keys(db, box)).row);

/** A PEM public key Node can read and that is RSA (the documentation's RSA-SHA256), else a Thai refusal. */
const rsaPublicKey = (pem: string) => {
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType === 'rsa') return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    // not a key: refused below
  }
  return fail('HUB88_PUBLIC_KEY_INVALID');
};

/** Hub88's public key, pasted by the operator: checked, stored in its canonical PEM, audited. */
export const saveHub88PublicKey = async (db: Db, box: SecretBox, by: ByStaff, pasted: string) => {
  const pem = rsaPublicKey(pasted);
  await hub88Keys(db, box); // our pair exists before the row is updated
  const row = await db.tx(async (q) => {
    const { rows } = await q.query<{ hub88_public_key: string | null; provider_id: number }>(
      `SELECT s.hub88_public_key, p.id AS provider_id
         FROM hub88_settings s CROSS JOIN game_providers p WHERE s.id = 1 AND p.code = 'hub88' FOR UPDATE OF s`,
    );
    const before = rows[0]!;
    await q.query(`UPDATE hub88_settings SET hub88_public_key = $1, updated_at = now() WHERE id = 1`, [pem]);
    // The provider's settings: audited as a change of the provider (its key is public, the audit may hold it).
    await auditAs(q, by.meta, by.actor, {
      action: 'games.provider.update',
      targetType: 'game_provider',
      targetId: before.provider_id,
      before: { hub88_public_key: before.hub88_public_key },
      after: { hub88_public_key: pem },
    });
    return (await readRow(q))!;
  });
  cachedKeys.forget(db, 'keys');
  return settingsOf(row);
};
