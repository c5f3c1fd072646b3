import {
  HUB88_CURRENCY,
  satangOfUnits,
  unitsOfSatang,
  type Hub88Answer,
  type Hub88BetBody,
  type Hub88RollbackBody,
  type Hub88Status,
  type Hub88WinBody,
} from '@contract/games/hub88';
import type { Satang } from '@contract/money';
import type { Db, Queryable, Tx } from '@server/db/db';
import { transfer, walletBalance } from '@server/ledger';
import { findLiveGameSession, type SeamlessProvider } from '@server/games/seamless/seamless-repository';
import { isExcluded } from '@server/protection/gate';
import { refused, sessionOf, type Echo } from './wire';

/**
 * The Wallet API's free bets (README.md, "Free bets"): a bet or a win with `is_free: true` and the `reward_uuid` of
 * a free bet we granted. The bet moves no money (its stake is never debited: it is counted against the free bet's
 * `bet_count`); its win is bonus money credited from the house account 'promotions' (ledger kind 'bonus', key
 * `hub88:freebet:win:<transaction_uuid>`), the bonus cost the rewards report counts on the day it is credited, and
 * carries the campaign's turnover on the wallet it lands in. Every call is idempotent by its transaction_uuid;
 * the free bet's row is locked first, so parallel calls of one free bet queue.
 */
const ok = (body: Echo, balance: number): Hub88Answer => ({
  ...refused(body, 'RS_OK'),
  currency: HUB88_CURRENCY,
  balance: unitsOfSatang(balance),
});

type Play = {
  transaction_uuid: string;
  freebet_id: string;
  member_id: string;
  wallet_id: string;
  kind: 'bet' | 'win';
  round: string;
  amount: string;
  reference_uuid: string | null;
  rolled_back_at: Date | null;
};

// Prepared: every rollback (the one call without is_free) asks it first.
const findPlay = async (q: Queryable, uuid: string) =>
  (
    await q.query<Play>(`SELECT * FROM hub88_freebet_plays WHERE transaction_uuid = $1`, [uuid], {
      name: 'hub88_freebet_play',
    })
  ).rows[0];

/**
 * True when the call is a free bet's: a bet or win flagged `is_free`, or a call without the flag (a rollback)
 * naming a free bet. A call saying `is_free: false` is a paid one without a read.
 */
export const isFreebetCall = async (q: Queryable, body: Record<string, unknown> | null) => {
  if (!body) return false;
  if (body.is_free === true) return true;
  if (body.is_free === false) return false;
  const reference = body.reference_transaction_uuid;
  if (typeof reference !== 'string') return false;
  const play = await findPlay(q, reference);
  return play?.kind === 'bet';
};

const balanceNow = async (q: Queryable, walletId: number) => Number((await walletBalance(q, walletId)) ?? 0);

/** The free bet of a reward_uuid, locked: every play of one free bet is decided one at a time. */
const lockFreebet = async (q: Tx, where: string, value: string) =>
  (
    await q.query<{
      id: string;
      member_id: string;
      game_id: number;
      game_code: string;
      external_code: string | null;
      bet_count: number;
      used_count: number;
      starts_at: Date;
      ends_at: Date;
      status: string;
      campaign_id: string;
      award_id: string;
    }>(
      `SELECT f.*, g.code AS game_code, g.external_code FROM hub88_freebets f JOIN games g ON g.id = f.game_id
        WHERE ${where} = $1 FOR UPDATE OF f`,
      [value],
    )
  ).rows[0];

/**
 * What refuses a bet of this session before its free bet is read, as for paid bets: an expired game session or a
 * logged-out member session (RS_ERROR_TOKEN_EXPIRED), a disabled member, a time-out or a self-exclusion
 * (RS_ERROR_USER_DISABLED: nothing is given to an excluded member, winnings included).
 */
const betRefusal = async (
  db: Db,
  token: string,
  memberId: number,
  now: Date,
): Promise<Hub88Status | null> => {
  const live = await findLiveGameSession(db, token);
  if (!live || live.expired || live.ended) return 'RS_ERROR_TOKEN_EXPIRED';
  if (!live.member_active || (await isExcluded(db, memberId, now))) return 'RS_ERROR_USER_DISABLED';
  return null;
};

export const freeBet = async (db: Db, provider: SeamlessProvider, body: Hub88BetBody, now: Date) => {
  const session = await sessionOf(db, provider, body);
  if (!session) return refused(body, 'RS_ERROR_INVALID_TOKEN');
  const refusal = await betRefusal(db, body.token, session.member_id, now);
  if (refusal) return refused(body, refusal);
  if (body.currency !== HUB88_CURRENCY) return refused(body, 'RS_ERROR_WRONG_CURRENCY');
  const stake = satangOfUnits(body.amount);
  if (stake === null) return refused(body, 'RS_ERROR_WRONG_TYPES');
  if (!body.reward_uuid) return refused(body, 'RS_ERROR_WRONG_SYNTAX');
  const rewardUuid = body.reward_uuid;
  return db.tx(async (q) => {
    const freebet = await lockFreebet(q, 'f.reward_uuid', rewardUuid);
    if (!freebet || Number(freebet.member_id) !== session.member_id) return refused(body, 'RS_ERROR_UNKNOWN');
    const seen = await findPlay(q, body.transaction_uuid);
    if (seen) {
      const same =
        seen.kind === 'bet' &&
        seen.freebet_id === freebet.id &&
        seen.round === body.round &&
        Number(seen.amount) === stake;
      return same
        ? ok(body, await balanceNow(q, Number(seen.wallet_id)))
        : refused(body, 'RS_ERROR_DUPLICATE_TRANSACTION');
    }
    // Rolled back before it came (the rollback found no bet: a tombstone, server/src/games/README.md): it never
    // lands, as for a paid bet.
    const tombstone = await q.query(
      `SELECT 1 FROM seamless_transactions WHERE provider_id = $1 AND transaction_id = $2 AND kind = 'tombstone'`,
      [provider.id, body.transaction_uuid],
    );
    if (tombstone.rows.length > 0) return refused(body, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const gameMatches =
      freebet.game_code === session.game_code &&
      (body.game_code === freebet.game_code || body.game_code === freebet.external_code);
    if (!gameMatches) return refused(body, 'RS_ERROR_INVALID_GAME');
    // Not yet sent, used up, or outside its time: there is no free bet to play (no status says which).
    const playable =
      freebet.status === 'active' &&
      freebet.used_count < freebet.bet_count &&
      freebet.starts_at <= now &&
      freebet.ends_at > now;
    if (!playable) return refused(body, 'RS_ERROR_UNKNOWN');
    await q.query(
      `INSERT INTO hub88_freebet_plays (transaction_uuid, freebet_id, member_id, wallet_id, kind, round, amount,
                                        created_at)
       VALUES ($1, $2, $3, $4, 'bet', $5, $6, $7)`,
      [body.transaction_uuid, freebet.id, session.member_id, session.wallet_id, body.round, stake, now],
    );
    await q.query(`UPDATE hub88_freebets SET used_count = used_count + 1 WHERE id = $1`, [freebet.id]);
    return ok(body, await balanceNow(q, session.wallet_id));
  });
};

const winKey = (uuid: string) => `hub88:freebet:win:${uuid}`;

/** The balance a win's own transfer left (the same for every replay), else the wallet's now. */
const balanceAfterWin = async (q: Queryable, uuid: string, walletId: number) => {
  const { rows } = await q.query<{ balance_after: string }>(
    `SELECT e.balance_after FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      WHERE t.idem_key = $1 AND e.balance_after IS NOT NULL LIMIT 1`,
    [winKey(uuid)],
  );
  return rows[0] ? Number(rows[0].balance_after) : balanceNow(q, walletId);
};

/** The campaign's turnover on the winnings, on the wallet they landed in (bonus money is played through). */
const requireTurnover = async (
  q: Tx,
  campaignId: string,
  walletId: number,
  memberId: number,
  amount: number,
  now: Date,
) => {
  await q.query(
    `INSERT INTO turnover_requirements (member_id, wallet_type_id, required, categories, started_at, note)
     SELECT $1, a.wallet_type_id, ceil($3 * c.turnover_multiplier)::bigint, c.turnover_categories, $5, 'ฟรีเบท'
       FROM reward_campaigns c, ledger_accounts a
      WHERE c.id = $2 AND a.id = $4 AND c.turnover_multiplier > 0`,
    [memberId, campaignId, amount, walletId, now],
  );
};

export const freeWin = async (db: Db, provider: SeamlessProvider, body: Hub88WinBody, now: Date) => {
  const session = await sessionOf(db, provider, body);
  if (!session) return refused(body, 'RS_ERROR_INVALID_TOKEN');
  if (body.currency !== HUB88_CURRENCY) return refused(body, 'RS_ERROR_WRONG_CURRENCY');
  const amount = satangOfUnits(body.amount);
  if (amount === null) return refused(body, 'RS_ERROR_WRONG_TYPES');
  const bet = await findPlay(db, body.reference_transaction_uuid);
  if (!bet || bet.kind !== 'bet') return refused(body, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  return db.tx(async (q) => {
    const freebet = await lockFreebet(q, 'f.id', bet.freebet_id);
    const live = await findPlay(q, bet.transaction_uuid);
    const stands =
      freebet &&
      live &&
      live.rolled_back_at === null &&
      Number(live.member_id) === session.member_id &&
      live.round === body.round;
    if (!stands) return refused(body, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const walletId = Number(live.wallet_id);
    const seen = await findPlay(q, body.transaction_uuid);
    if (seen) {
      const same =
        seen.kind === 'win' &&
        seen.reference_uuid === live.transaction_uuid &&
        Number(seen.amount) === amount;
      return same
        ? ok(body, await balanceAfterWin(q, body.transaction_uuid, walletId))
        : refused(body, 'RS_ERROR_DUPLICATE_TRANSACTION');
    }
    await q.query(
      `INSERT INTO hub88_freebet_plays (transaction_uuid, freebet_id, member_id, wallet_id, kind, round, amount,
                                        reference_uuid, created_at)
       VALUES ($1, $2, $3, $4, 'win', $5, $6, $7, $8)`,
      [
        body.transaction_uuid,
        freebet.id,
        session.member_id,
        walletId,
        body.round,
        amount,
        live.transaction_uuid,
        now,
      ],
    );
    if (amount === 0) return ok(body, await balanceNow(q, walletId));
    await q.query(`UPDATE hub88_freebets SET won = won + $2 WHERE id = $1`, [freebet.id, amount]);
    const credited = await transfer(q, {
      key: winKey(body.transaction_uuid),
      from: { house: 'promotions' },
      to: { walletId },
      amount: amount as Satang,
      kind: 'bonus',
      description: 'เงินรางวัลจากฟรีเบท Hub88',
      meta: {
        freebet_id: Number(freebet.id),
        award_id: Number(freebet.award_id),
        campaign_id: Number(freebet.campaign_id),
        transaction_uuid: body.transaction_uuid,
      },
      at: now,
    });
    await requireTurnover(q, freebet.campaign_id, walletId, session.member_id, amount, now);
    return ok(body, Number(credited.toBalance ?? (await balanceNow(q, walletId))));
  });
};

/**
 * A rollback of a free bet gives the free bet back (its count goes down); nothing was debited, so nothing is
 * refunded. A free bet whose round has a win is not undone (RS_ERROR_UNKNOWN, as for paid bets). Idempotent: a
 * rollback of a bet already rolled back is RS_OK.
 */
export const freeRollback = async (db: Db, provider: SeamlessProvider, body: Hub88RollbackBody) => {
  const session = await sessionOf(db, provider, body);
  if (!session) return refused(body, 'RS_ERROR_INVALID_TOKEN');
  const bet = await findPlay(db, body.reference_transaction_uuid);
  if (!bet || bet.kind !== 'bet') return refused(body, 'RS_ERROR_UNKNOWN');
  return db.tx(async (q) => {
    await lockFreebet(q, 'f.id', bet.freebet_id);
    const live = (await findPlay(q, bet.transaction_uuid))!;
    if (Number(live.member_id) !== session.member_id || live.round !== body.round)
      return refused(body, 'RS_ERROR_UNKNOWN');
    const walletId = Number(live.wallet_id);
    if (live.rolled_back_at !== null) return ok(body, await balanceNow(q, walletId));
    const won = await q.query(
      `SELECT 1 FROM hub88_freebet_plays WHERE reference_uuid = $1 AND kind = 'win'`,
      [live.transaction_uuid],
    );
    if ((won.rowCount ?? 0) > 0) return refused(body, 'RS_ERROR_UNKNOWN');
    await q.query(`UPDATE hub88_freebet_plays SET rolled_back_at = now() WHERE transaction_uuid = $1`, [
      live.transaction_uuid,
    ]);
    await q.query(`UPDATE hub88_freebets SET used_count = used_count - 1 WHERE id = $1`, [live.freebet_id]);
    return ok(body, await balanceNow(q, walletId));
  });
};
