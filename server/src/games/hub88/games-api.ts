import type { Hub88GamesApiInput, Hub88GamesApiSettings } from '@contract/games/hub88-games';
import { HUB88_SIGNATURE_HEADER } from '@contract/games/hub88';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SecretBox } from '@server/line/secret-box';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { hub88Keys } from './keys';
import { hub88SignatureMatches, signHub88 } from './signature';
import { lastImport } from './game-import-record';

/** Where we call Hub88 (the console's Games API section; migration 1220). */
export type Hub88Endpoint = { apiUrl: string; operatorId: number; subPartnerId: string };

type SettingsRow = {
  api_url: string;
  operator_id: number | null;
  sub_partner_id: string;
  importing: boolean;
};

const readSettings = async (q: Queryable) =>
  (
    await q.query<SettingsRow>(
      `SELECT api_url, operator_id, sub_partner_id,
              COALESCE(import_lease_until > now(), false) AS importing
         FROM hub88_games_api WHERE id = 1`,
    )
  ).rows[0]!;

/** Hub88's address and our operator id, or null while the operator has not entered them. */
export const hub88Endpoint = async (q: Queryable): Promise<Hub88Endpoint | null> => {
  const row = await readSettings(q);
  if (!row.api_url || row.operator_id === null) return null;
  return { apiUrl: row.api_url, operatorId: row.operator_id, subPartnerId: row.sub_partner_id };
};

export const hub88GamesApiSettings = async (q: Queryable): Promise<Hub88GamesApiSettings> => {
  const row = await readSettings(q);
  return { ...row, last_import: await lastImport(q) };
};

/** The console's save: audited as a change of the provider, like Hub88's key. */
export const saveHub88GamesApi = async (db: Db, by: ByStaff, input: Hub88GamesApiInput) => {
  await db.tx(async (q) => {
    const { rows } = await q.query<{ before: object; provider_id: number }>(
      `SELECT json_build_object('api_url', s.api_url, 'operator_id', s.operator_id,
                                'sub_partner_id', s.sub_partner_id) AS before, p.id AS provider_id
         FROM hub88_games_api s CROSS JOIN game_providers p WHERE s.id = 1 AND p.code = 'hub88' FOR UPDATE OF s`,
    );
    await q.query(
      `UPDATE hub88_games_api SET api_url = $1, operator_id = $2, sub_partner_id = $3, updated_at = now()
        WHERE id = 1`,
      [input.api_url, input.operator_id, input.sub_partner_id],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'games.provider.update',
      targetType: 'game_provider',
      targetId: rows[0]!.provider_id,
      before: rows[0]!.before,
      after: input,
    });
  });
  return hub88GamesApiSettings(db);
};

/** Why a call to Hub88 failed, for the log and the import's record (never shown to a member). */
export class Hub88CallError extends Error {}

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/**
 * One Games API call: the body signed with our private key in X-Hub88-Signature, a time limit, the JSON answer.
 * The documentation does not say Hub88 signs these answers: a signature that comes is checked with Hub88's key
 * when the operator has pasted it, none is required. Anything but a 200 with JSON is a Hub88CallError.
 */
export const callHub88 = async (
  db: Db,
  box: SecretBox,
  endpoint: Hub88Endpoint,
  path: string,
  body: object,
  timeoutMs = TIMEOUT_MS,
): Promise<unknown> => {
  const keys = await hub88Keys(db, box);
  const raw = JSON.stringify(body);
  const signature = await signHub88(keys.operator, raw);
  let response: Response;
  try {
    response = await fetch(`${endpoint.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: signature,
      },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Hub88CallError(
      `${path}: ${(error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable'}`,
    );
  }
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new Hub88CallError(`${path}: answer too large`);
  if (response.status !== 200)
    throw new Hub88CallError(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  const answerSignature = response.headers.get(HUB88_SIGNATURE_HEADER);
  if (
    answerSignature !== null &&
    keys.hub88 &&
    !(await hub88SignatureMatches(keys.hub88, text, answerSignature))
  )
    throw new Hub88CallError(`${path}: answer signature does not match Hub88's key`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Hub88CallError(`${path}: answer is not JSON`);
  }
};

/** The endpoint, or a Thai refusal naming what the operator must enter first. */
export const requireHub88Endpoint = async (q: Queryable) =>
  (await hub88Endpoint(q)) ?? fail('HUB88_NOT_CONFIGURED');
