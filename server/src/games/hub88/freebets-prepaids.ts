import {
  HUB88_PREPAIDS_LIST_PATH,
  hub88Prepaids,
  type FreebetPrepaids,
  type freebetReward,
  type Hub88Prepaid,
} from '@contract/games/hub88-freebets';
import { HUB88_CURRENCY, satangOfUnits } from '@contract/games/hub88';
import type { z } from 'zod';
import { toBaht, toSatang, type Satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SecretBox } from '@server/line/secret-box';
import { callHub88, Hub88CallError, requireHub88Endpoint } from './games-api';

/**
 * Hub88's prepaids (README.md, "Prepaids"): reward templates of a game's supplier that fix the count and value of
 * a single-use reward's free bets (a null count or value is ours to choose). `prepaids/list` is asked for one game
 * (`game_code`, Hub88's), signed like every Operator API call; only THB prepaids that are not a bonus buy, with a
 * value a satang can express, are offered.
 */
type FreebetReward = z.infer<typeof freebetReward>;

type Prepaid = { prepaidUuid: string; betCount: number | null; betValue: Satang | null };

const gameCodeAtHub88 = async (db: Db, gameCode: string) => {
  const { rows } = await db.query<{ code: string }>(
    `SELECT coalesce(g.external_code, g.code) AS code
       FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.code = $1 AND p.code = 'hub88'`,
    [gameCode],
  );
  return rows[0]?.code ?? fail('HUB88_FREEBET_GAME_INVALID');
};

const usable = (prepaid: Hub88Prepaid, hub88Code: string): Prepaid | null => {
  if (prepaid.currency !== HUB88_CURRENCY || prepaid.bonus_buy === true || prepaid.game_code !== hub88Code)
    return null;
  const betValue = prepaid.bet_value === null ? null : satangOfUnits(prepaid.bet_value);
  if (prepaid.bet_value !== null && (betValue === null || betValue <= 0)) return null;
  return {
    prepaidUuid: prepaid.prepaid_uuid,
    betCount: prepaid.bet_count,
    betValue: betValue as Satang | null,
  };
};

/** The game's usable prepaids; Hub88 unreachable or answering something else is HUB88_PREPAIDS_UNAVAILABLE. */
const prepaidsOf = async (
  db: Db,
  box: SecretBox,
  gameCode: string,
  log?: (reason: string) => void,
): Promise<Prepaid[]> => {
  const hub88Code = await gameCodeAtHub88(db, gameCode);
  const endpoint = await requireHub88Endpoint(db);
  let answer: unknown;
  try {
    answer = await callHub88(db, box, endpoint, HUB88_PREPAIDS_LIST_PATH, {
      operator_id: endpoint.operatorId,
      game_code: hub88Code,
    });
  } catch (error) {
    if (!(error instanceof Hub88CallError)) throw error;
    log?.(error.message);
    return fail('HUB88_PREPAIDS_UNAVAILABLE');
  }
  const parsed = hub88Prepaids.safeParse(answer);
  if (!parsed.success) {
    log?.(`${HUB88_PREPAIDS_LIST_PATH}: answer is not a list of prepaids`);
    return fail('HUB88_PREPAIDS_UNAVAILABLE');
  }
  return parsed.data.flatMap((prepaid) => usable(prepaid, hub88Code) ?? []);
};

/** For the console's editors (GET /api/admin/rewards/freebet-prepaids): baht at the edge. */
export const freebetPrepaids = async (
  db: Db,
  box: SecretBox,
  gameCode: string,
  log?: (reason: string) => void,
): Promise<FreebetPrepaids> => ({
  items: (await prepaidsOf(db, box, gameCode, log)).map((p) => ({
    prepaid_uuid: p.prepaidUuid,
    bet_count: p.betCount,
    bet_value: p.betValue === null ? null : toBaht(p.betValue),
  })),
});

/**
 * A prepaid chosen in the console, checked against Hub88's list at the save: its fixed count and value replace the
 * editor's ("the values from the prepaid will be used"), so what the member is shown is what Hub88 creates.
 */
export const applyPrepaid = async (
  db: Db,
  box: SecretBox,
  input: { gameCode: string; prepaidUuid: string; betCount: number; betValue: Satang },
  log?: (reason: string) => void,
) => {
  const prepaid = (await prepaidsOf(db, box, input.gameCode, log)).find(
    (p) => p.prepaidUuid === input.prepaidUuid,
  );
  if (!prepaid) return fail('HUB88_PREPAID_NOT_FOUND');
  return { betCount: prepaid.betCount ?? input.betCount, betValue: prepaid.betValue ?? input.betValue };
};

/** A reward rule of the console (baht) naming a prepaid: checked and completed as `applyPrepaid` does. */
export const withPrepaidReward = async <R extends { type: string }>(
  db: Db,
  box: SecretBox,
  reward: R,
  log?: (reason: string) => void,
): Promise<R> => {
  const rule = reward as R & Partial<FreebetReward>;
  if (reward.type !== 'freebets' || !rule.prepaid_uuid || !rule.game_code) return reward;
  const fixed = await applyPrepaid(
    db,
    box,
    {
      gameCode: rule.game_code,
      prepaidUuid: rule.prepaid_uuid,
      betCount: rule.bet_count ?? 1,
      betValue: toSatang(rule.bet_value ?? 0),
    },
    log,
  );
  return { ...reward, bet_count: fixed.betCount, bet_value: toBaht(fixed.betValue) };
};
