import {
  HUB88_DEMO_CURRENCY,
  HUB88_GAME_URL_PATH,
  hub88GameUrlAnswer,
  type Hub88GameUrlRequest,
} from '@contract/games/hub88-games';
import { HUB88_CURRENCY } from '@contract/games/hub88';
import { fail } from '@server/http/app-error';
import { callHub88, Hub88CallError, requireHub88Endpoint } from '@server/games/hub88/games-api';
import { hub88UserOf } from '@server/games/hub88/users';
import type { AdapterContext, LaunchInput, ProviderAdapter } from './adapter';

/** How long a member waits for Hub88's game URL before being told to try again. */
const GAME_URL_TIMEOUT_MS = 8_000;

/**
 * The layout asked for: the member's screen's, unless the game list says the game has only the other one (a
 * desktop-only game on a phone opens in its desktop layout rather than not at all).
 */
const platformOf = async (db: AdapterContext['db'], input: LaunchInput) => {
  const wanted = input.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP';
  const { rows } = await db.query<{ platforms: string[] }>(
    `SELECT platforms FROM hub88_games WHERE game_id = $1`,
    [input.game.id],
  );
  const offered = (rows[0]?.platforms ?? []).filter(
    (p): p is typeof wanted => p === 'GPL_MOBILE' || p === 'GPL_DESKTOP',
  );
  return offered.length === 0 || offered.includes(wanted) ? wanted : offered[0]!;
};

/**
 * Hub88 (server/src/games/hub88/README.md, "Games API"): a launch is POST /operator/generic/v2/game/url signed
 * with our key. Real play passes our game session token as `token` (Hub88 sends it back on every wallet call) and
 * the member's Hub88 reference as `user`; demo play passes the documentation's demo currency and neither. A
 * timeout, an HTTP error or an answer without a URL is GAME_PROVIDER_DOWN (a Thai message, never a 5xx).
 */
export const hub88Adapter: ProviderAdapter = {
  name: 'hub88',
  supports: { launch: true, demo: true, gameList: true, freeBets: true },
  launchLink: async (input: LaunchInput, { db, box, warn }: AdapterContext) => {
    const endpoint = await requireHub88Endpoint(db);
    if (!input.game.externalCode) return fail('GAME_NOT_FOUND', { game_id: input.game.code });
    const body: Hub88GameUrlRequest = {
      platform: await platformOf(db, input),
      operator_id: endpoint.operatorId,
      meta: {},
      lobby_url: input.back.lobby,
      lang: input.lang,
      ip: input.ip,
      game_code: input.game.externalCode,
      deposit_url: input.back.deposit,
      currency: input.demo ? HUB88_DEMO_CURRENCY : HUB88_CURRENCY,
      country: 'TH',
    };
    if (endpoint.subPartnerId) body.sub_partner_id = endpoint.subPartnerId;
    if (!input.demo) {
      if (!input.token || !input.member) throw new Error('a real Hub88 launch needs a token and a member');
      body.user = await hub88UserOf(db, input.provider, input.member.id);
      body.token = input.token;
    }
    try {
      const answer = hub88GameUrlAnswer.safeParse(
        await callHub88(db, box, endpoint, HUB88_GAME_URL_PATH, body, GAME_URL_TIMEOUT_MS),
      );
      if (!answer.success) throw new Hub88CallError(`${HUB88_GAME_URL_PATH}: no url in the answer`);
      return answer.data.url;
    } catch (error) {
      if (!(error instanceof Hub88CallError)) throw error;
      warn({ provider: 'hub88', game: input.game.code, reason: error.message }, 'Hub88 game URL failed');
      return fail('GAME_PROVIDER_DOWN', { provider: 'hub88' });
    }
  },
};
