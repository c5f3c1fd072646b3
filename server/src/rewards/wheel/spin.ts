import type { WheelSpinAnswer } from '@contract/rewards/wheel';
import type { Satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { pointBalance, spendPoints } from '@server/ledger';
import { assertNotExcluded } from '@server/protection/gate';
import { grantAward } from '../grant';
import { freeSpinsOf, wheelState } from './config';
import { drawPrizeIndex } from './draw';
import { inTransaction } from './in-tx';
import { activeSeed, advanceNonce } from './seeds';
import { SPIN_COLUMNS, spinByRequest, spinView, type SpinRow } from './spins';

export type Spinner = { id: number; agentId: number };

/**
 * One spin, in one transaction under the member's seed lock (a member's spins queue there):
 * - a `request_id` seen before answers that spin (`replayed`) and pays nothing more;
 * - the cost is one free spin when the member has any, else the wheel's points per spin (spendPoints, key from
 *   the spin: the ledger refuses an overdraft even if the check above were wrong);
 * - the slice is drawn from the member's active seed pair and nonce with the games' fair generator;
 * - the prize is paid by grantAward (period `spin:<id>`), so the wheel campaign's limits hold; a refused prize
 *   rolls the whole spin back (cost included).
 */
export const spinWheel = (db: Db, member: Spinner, requestId: string, now: Date) =>
  db.tx(async (q): Promise<WheelSpinAnswer> => {
    const seed = await activeSeed(q, member.id, { lock: true });
    const balances = async () => ({
      free_spins: await freeSpinsOf(q, member.id),
      points: await pointBalance(q, member.id),
    });
    const seen = await spinByRequest(q, member.id, requestId);
    if (seen) return { ...spinView(seen), replayed: true, ...(await balances()) };

    // A time-out or self-exclusion stops the wheel too: it is play, and its prizes are bonus offers (issue 15).
    await assertNotExcluded(q, member.id, now);
    const wheel = await wheelState(q, member.agentId, now);
    if (!wheel.enabled || !wheel.campaign) return fail('WHEEL_CLOSED');
    const free = (await freeSpinsOf(q, member.id)) > 0;
    const pointsCost = free ? 0 : wheel.settings.pointsPerSpin;
    if (!free && (await pointBalance(q, member.id)) < pointsCost) fail('WHEEL_NOT_ENOUGH_POINTS');

    const weights = wheel.prizes.map((p) => p.weight);
    const index = drawPrizeIndex(weights, {
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    });
    const prize = wheel.prizes[index]!;
    const { rows } = await q.query<SpinRow>(
      `INSERT INTO wheel_spins (campaign_id, member_id, request_id, seed_id, nonce, client_seed, weights,
                                prize_index, prize_id, label, prize_type, amount, wallet_type_id, cost, points_cost)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       RETURNING ${SPIN_COLUMNS}`,
      [
        wheel.campaign.id,
        member.id,
        requestId,
        seed.id,
        seed.nonce,
        seed.clientSeed,
        weights,
        index,
        prize.id,
        prize.label,
        prize.type,
        prize.amount,
        prize.walletTypeId,
        free ? 'free' : 'points',
        pointsCost,
      ],
    );
    const spin = rows[0]!;
    await advanceNonce(q, seed.id);
    const inTx = inTransaction(db, q);
    if (pointsCost > 0) {
      await spendPoints(q, {
        key: `wheel:spin:${spin.id}`,
        member: member.id,
        points: pointsCost,
        description: 'หมุนกงล้อนำโชค',
        meta: { spin_id: Number(spin.id) },
      });
    }
    if (prize.type !== 'none') {
      const award = await grantAward(inTx, {
        agentId: member.agentId,
        campaignId: wheel.campaign.id,
        memberId: member.id,
        periodKey: `spin:${spin.id}`,
        ...(prize.type === 'money' && { amount: prize.amount as Satang, walletTypeId: prize.walletTypeId! }),
        ...(prize.type === 'points' && { points: prize.amount }),
        ...(prize.type === 'spins' && { spins: prize.amount }),
        // Free bets in a Hub88 game: a game or studio disabled since the save refuses the spin (nothing spent).
        ...(prize.type === 'freebets' &&
          prize.freebet && {
            freebets: {
              gameCode: prize.freebet.game_code,
              betCount: prize.amount,
              betValue: prize.freebet.bet_value,
              validDays: prize.freebet.valid_days,
              prepaidUuid: prize.freebet.prepaid_uuid ?? null,
            },
          }),
        description: `รางวัลกงล้อนำโชค: ${prize.label}`,
        meta: { spin_id: Number(spin.id) },
        now,
      });
      await q.query(`UPDATE wheel_spins SET award_id = $2 WHERE id = $1`, [spin.id, award.id]);
    }
    return { ...spinView(spin), replayed: false, ...(await balances()) };
  });
