import { randomUUID } from 'node:crypto';
import type { StandInGame } from './hub88-games-catalogue';
import { freeBetOf } from './hub88-freebets-api';

/** One launch of a game page of the Games API stand-in (hub88-games-stand-in.ts). */
export type Launch = {
  game: StandInGame;
  demo: boolean;
  user?: string;
  token?: string;
  lobby_url: string;
  deposit_url: string;
  platform: string;
  demoBalance: number;
};

/** A Wallet API call sent until answered (`attempts` times at most); null when no answer came. */
type Deliver = (
  call: string,
  body: Record<string, unknown>,
  attempts?: number,
) => Promise<Record<string, unknown> | null>;

/**
 * One round of a game page, as Hub88 sends it to the operator: a bet, then its win (0 when lost), signed by
 * `deliver`; a bet without an answer is rolled back (the documentation's retry policy). A reward's free bet is
 * the same round at the reward's value with `is_free: true` and its `reward_uuid` (freeBetOf), `placed` called
 * once the operator accepted its bet. A demo launch plays on its own balance and calls nobody.
 */
export const playRound = async (
  deliver: Deliver,
  launch: Launch,
  baht: number,
  reward?: { reward_uuid: string; bet_value: number },
  placed?: () => void,
) => {
  const stake = reward ? reward.bet_value : Math.round(baht * 100) * 1000;
  // Returns 90% of stakes on average (a real game's house edge): 0 six times in ten, else 0.5, 1, 1.5, 2 or 4.
  const multipliers = [0, 0, 0, 0, 0, 0.5, 1, 1.5, 2, 4];
  const multiplier = multipliers[Math.floor(Math.random() * multipliers.length)]!;
  const winAmount = Math.round((stake * multiplier) / 1000) * 1000;
  if (launch.demo) {
    if (stake > launch.demoBalance)
      return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: launch.demoBalance };
    launch.demoBalance += winAmount - stake;
    return { status: 'RS_OK', balance: launch.demoBalance, win: winAmount };
  }
  const round = `round-${randomUUID()}`;
  const common = {
    user: launch.user,
    token: launch.token,
    round,
    game_code: launch.game.game_code,
    currency: 'THB',
  };
  const paid = {
    ...common,
    transaction_uuid: randomUUID(),
    supplier_transaction_id: `sup-${randomUUID()}`,
    supplier_user: `sup_${launch.user}`,
    round_closed: false,
    reward_uuid: null,
    request_uuid: randomUUID(),
    is_free: false,
    is_aggregated: false,
    bet: 'spin',
    amount: stake,
    meta: {},
  };
  const bet = reward ? freeBetOf(paid, reward.reward_uuid) : paid;
  const answered = await deliver('transaction/bet', bet, 1);
  if (answered === null) {
    const rollback = {
      ...common,
      transaction_uuid: randomUUID(),
      request_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
      meta: {},
    };
    await deliver('transaction/rollback', rollback, 5);
    return { status: 'RS_ERROR_UNKNOWN' };
  }
  if (answered.status !== 'RS_OK') return answered;
  placed?.();
  const win = {
    ...bet,
    transaction_uuid: randomUUID(),
    request_uuid: randomUUID(),
    amount: winAmount,
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
  };
  const won = await deliver('transaction/win', win, 5);
  return { ...(won ?? { status: 'RS_ERROR_UNKNOWN' }), win: winAmount };
};
