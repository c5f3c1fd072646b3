import {
  HUB88_REWARD_CREATE_PATH,
  hub88RewardItem,
  type Hub88RewardCreateBody,
} from '@contract/games/hub88-freebets';
import { HUB88_CURRENCY, unitsOfSatang } from '@contract/games/hub88';
import { HUB88_SIGNATURE_HEADER } from '@contract/games/hub88';
import type { Db, Queryable } from '@server/db/db';
import type { SecretBox } from '@server/line/secret-box';
import { backoffMs, MAX_ATTEMPTS } from '@server/outbox/outbox';
import { hub88Keys } from './keys';
import { signHub88 } from './signature';
import { hub88UserOf } from './users';

/**
 * Sends the free bets the rewards engine granted to Hub88 (Freebets API, `rewards/create`; README.md, "Free
 * bets"), the outbox's way: due rows are claimed in one statement with SKIP LOCKED and a lease, so two processes
 * never send one; an outcome is written only by the attempt that still holds the row. Hub88's answer with a
 * `reward_uuid` makes the free bet `active`; a refusal (HTTP 4xx, or an answer without a reward) is `failed` for
 * good, shown to the member and to staff; a network failure, a time-out or a 5xx is tried again (10 s, 20 s, ...),
 * failed after the 8th attempt. No money moves here.
 */
type Hub88FreebetsApi = {
  /** Hub88's Operator API base URL (the documentation's environments). */
  url: string;
  operatorId: number;
  /** The console's sub-partner id (the documented `sub_partner_id`), sent when set. */
  subPartnerId?: string;
  box: SecretBox;
  timeoutMs?: number;
};

const LEASE_SECONDS = 60;

type Claimed = {
  id: string;
  member_id: string;
  operator_reference: string;
  game_code: string;
  bet_count: number;
  bet_value: string;
  starts_at: Date;
  ends_at: Date;
  attempts: number;
  prepaid_uuid: string | null;
};

const claimDue = async (db: Queryable, limit: number): Promise<Claimed[]> => {
  const { rows } = await db.query<Claimed>(
    `WITH due AS (
       SELECT id FROM hub88_freebets
        WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND claimed_until < now())
        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE hub88_freebets f SET status = 'sending', attempts = f.attempts + 1,
              claimed_until = now() + make_interval(secs => $2)
         FROM due WHERE f.id = due.id
       RETURNING f.*
     )
     SELECT c.id, c.member_id, c.operator_reference, coalesce(g.external_code, g.code) AS game_code, c.bet_count,
            c.bet_value, c.starts_at, c.ends_at, c.attempts, c.prepaid_uuid
       FROM claimed c JOIN games g ON g.id = c.game_id`,
    [limit, LEASE_SECONDS],
  );
  return rows;
};

type Outcome = { status: 'active'; rewardUuid: string } | { status: 'failed' | 'retry'; error: string };

const record = async (db: Queryable, row: Claimed, outcome: Outcome) => {
  const mine = `id = $1 AND attempts = $2 AND status = 'sending'`;
  if (outcome.status === 'active') {
    await db.query(
      `UPDATE hub88_freebets SET status = 'active', reward_uuid = $3, last_error = NULL, claimed_until = NULL
        WHERE ${mine}`,
      [row.id, row.attempts, outcome.rewardUuid],
    );
  } else if (outcome.status === 'failed' || row.attempts >= MAX_ATTEMPTS) {
    await db.query(
      `UPDATE hub88_freebets SET status = 'failed', last_error = $3, claimed_until = NULL WHERE ${mine}`,
      [row.id, row.attempts, outcome.error.slice(0, 500)],
    );
  } else {
    await db.query(
      `UPDATE hub88_freebets SET status = 'pending', last_error = $3, claimed_until = NULL,
              next_attempt_at = now() + make_interval(secs => $4) WHERE ${mine}`,
      [row.id, row.attempts, outcome.error.slice(0, 500), backoffMs(row.attempts) / 1000],
    );
  }
};

/** ISO 8601 "YYYY-MM-DDThh:mm:ss" (UTC), the documentation's format. */
const isoSeconds = (at: Date) => at.toISOString().slice(0, 19);

const send = async (db: Db, api: Hub88FreebetsApi, row: Claimed): Promise<Outcome> => {
  const body: Hub88RewardCreateBody = {
    user: await hub88UserOf(db, { code: 'hub88' }, Number(row.member_id)),
    operator_id: api.operatorId,
    game_code: row.game_code,
    currency: HUB88_CURRENCY,
    bet_count: row.bet_count,
    bet_value: unitsOfSatang(Number(row.bet_value)),
    start_time: isoSeconds(row.starts_at),
    end_time: isoSeconds(row.ends_at),
    operator_reference: row.operator_reference,
    // A single-use reward from a prepaid (the documentation's way): count and value are the prepaid's, as granted.
    ...(row.prepaid_uuid ? { prepaid_uuid: row.prepaid_uuid } : {}),
    ...(api.subPartnerId ? { sub_partner_id: api.subPartnerId } : {}),
  };
  const raw = JSON.stringify(body);
  const keys = await hub88Keys(db, api.box);
  const signature = await signHub88(keys.operator, raw);
  let response: Response;
  try {
    // The path after the configured address, as the Games API's calls are (games-api.ts): `new URL(path, url)` dropped
    // any path the address has.
    response = await fetch(`${api.url.replace(/\/+$/, '')}${HUB88_REWARD_CREATE_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: signature,
      },
      body: raw,
      signal: AbortSignal.timeout(api.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return {
      status: 'retry',
      error: `Hub88 ไม่ตอบ: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500 || response.status === 429)
    return { status: 'retry', error: `Hub88 HTTP ${response.status}: ${text.slice(0, 200)}` };
  if (response.status !== 200)
    return { status: 'failed', error: `Hub88 ปฏิเสธ (HTTP ${response.status}): ${text.slice(0, 300)}` };
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: read below as an answer without a reward.
  }
  const item = hub88RewardItem.safeParse(json);
  if (!item.success) return { status: 'failed', error: `Hub88 ไม่ได้สร้างฟรีเบท: ${text.slice(0, 300)}` };
  return { status: 'active', rewardUuid: item.data.reward_uuid };
};

/**
 * Claims and sends up to `limit` due free bets; returns how many were attempted. A free bet whose end passed
 * (by the business clock, `now`) before it could be sent is failed without a call.
 */
export const sendDueFreebets = async (db: Db, api: Hub88FreebetsApi, now: Date, { limit = 20 } = {}) => {
  const rows = await claimDue(db, limit);
  for (const row of rows) {
    const outcome: Outcome =
      row.ends_at <= now
        ? { status: 'failed', error: 'หมดอายุก่อนส่งถึง Hub88' }
        : await send(db, api, row).catch((error: unknown): Outcome => ({
            status: 'retry',
            error: error instanceof Error ? error.message : String(error),
          }));
    await record(db, row, outcome);
  }
  return rows.length;
};
