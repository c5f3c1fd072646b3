import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { call } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import {
  connectedHub88,
  gameRow,
  importNow,
  setProviderStatus,
  type Hub88GamesStandIn,
} from './games-fixtures';

// A Hub88 game launched from the lobby (server/src/games/hub88/README.md, "Launch"): POST /game/url to the
// Games API stand-in, signed with our key, real and demo, desktop and mobile, from the site and from LIFF.
let app: FastifyInstance;
let hub88: Hub88GamesStandIn;
/** The site's address as our app sees an injected request (no PUBLIC_URL in the tests). */
const base = 'http://localhost:80';
let owner: string;
let slot: { code: string; external: string };
let live: { code: string; external: string };

beforeAll(async () => {
  const connected = await connectedHub88();
  ({ app, hub88 } = connected);
  owner = connected.owner.token;
  expect((await importNow(app, owner)).data.errors).toEqual([]);
  const pick = async (category: string) => {
    const external = hub88.games.find((g) => g.category === category)!.game_code;
    return { code: (await gameRow(app, external))!.code, external };
  };
  slot = await pick('Video Slots');
  live = await pick('Live Dealer');
});
afterAll(async () => {
  await hub88.close();
  await app.close();
});

const launch = async (
  game: { code: string },
  options: {
    mobile?: boolean;
    referer?: string;
    source?: string;
    member?: Awaited<ReturnType<typeof fundedMember>>;
  } = {},
) => {
  const member = options.member ?? (await fundedMember(app, 100));
  const answer = await call<{ link: string }>(app, 'POST', '/api/game/link', {
    token: member.token,
    body: {
      game_id: game.code,
      provider_id: 'hub88',
      wallet_id: member.walletId,
      is_mobile: options.mobile,
      source: options.source,
    },
    headers: options.referer ? { referer: options.referer } : {},
  });
  return { member, answer, sent: hub88.received.at(-1)!.body };
};

const demo = (game: { code: string }, referer?: string) =>
  call<{ link: string }>(app, 'POST', '/api/game/demo', {
    body: { game_id: game.code, provider_id: 'hub88', agent_code: 'demo' },
    headers: referer ? { referer } : {},
  });

const sessions = async (memberId: number) =>
  (
    await app.db.query<{ live: boolean }>(
      `SELECT expires_at > now() AS live FROM game_sessions WHERE member_id = $1`,
      [memberId],
    )
  ).rows;

describe('Hub88 launch', () => {
  it('real: our game session token, the member’s Hub88 user, Thai, THB, Thailand, back to the site', async () => {
    const { member, answer, sent } = await launch(slot);
    expect(answer.error).toBe(0);
    expect(answer.data.link).toMatch(new RegExp(`^${hub88.url}/play/[0-9a-f-]{36}$`));
    const user = (
      await app.db.query<{ user_ref: string }>(`SELECT user_ref FROM hub88_users WHERE member_id = $1`, [
        member.id,
      ])
    ).rows[0]!.user_ref;
    expect(sent).toEqual({
      user,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      platform: 'GPL_DESKTOP',
      operator_id: 7,
      meta: {},
      lobby_url: `${base}/`,
      lang: 'th',
      ip: '127.0.0.1',
      game_code: slot.external,
      deposit_url: `${base}/member/deposit`,
      currency: 'THB',
      country: 'TH',
    });
    expect(await sessions(member.id)).toEqual([{ live: true }]);
    // The token Hub88 got is the session's: Hub88's balance call with it answers the member's balance.
    expect(hub88.launchOf(answer.data.link)?.token).toBe(sent.token);
  });

  it('mobile asks for the mobile layout; from LIFF the game leads back to the LIFF lobby and deposit', async () => {
    expect((await launch(slot, { mobile: true })).sent.platform).toBe('GPL_MOBILE');
    // A game Hub88 lists for desktop only opens in its desktop layout on a phone.
    const onlyDesktop = `UPDATE hub88_games SET platforms = $2 WHERE game_code = $1`;
    await app.db.query(onlyDesktop, [slot.external, ['GPL_DESKTOP']]);
    expect((await launch(slot, { mobile: true })).sent.platform).toBe('GPL_DESKTOP');
    await app.db.query(onlyDesktop, [slot.external, ['GPL_DESKTOP', 'GPL_MOBILE']]);
    // The LIFF app marks its launches (shared/features/game/hooks/use-game-launch.ts: our pages send no Referer).
    const fromLiffApp = await launch(slot, { source: 'liff:slot' });
    expect(fromLiffApp.sent).toMatchObject({
      lobby_url: `${base}/liff/lobby`,
      deposit_url: `${base}/liff/deposit`,
    });
    const fromLiff = await launch(slot, { referer: `${base}/liff/slot` });
    expect(fromLiff.sent).toMatchObject({
      lobby_url: `${base}/liff/lobby`,
      deposit_url: `${base}/liff/deposit`,
    });
    const fromSite = await launch(slot, { referer: `${base}/slot` });
    expect(fromSite.sent).toMatchObject({ lobby_url: `${base}/`, deposit_url: `${base}/member/deposit` });
  });

  it('demo: the documentation’s demo currency, no user or token; refused in Thai for a game without demo', async () => {
    const answer = await demo(slot, `${base}/liff/lobby`);
    expect(answer.error).toBe(0);
    const sent = hub88.received.at(-1)!.body;
    expect(sent).toMatchObject({
      currency: 'XXX',
      game_code: slot.external,
      lobby_url: `${base}/liff/lobby`,
    });
    expect(sent).not.toHaveProperty('user');
    expect(sent).not.toHaveProperty('token');
    expect(hub88.launchOf(answer.data.link)?.demo).toBe(true);
    const calls = hub88.received.length;
    const refused = await demo(live);
    expect(refused.error).toBe(errorCatalogue.GAME_DEMO_UNAVAILABLE.code);
    expect(refused.message).toMatch(/ทดลองเล่น/);
    expect(hub88.received.length).toBe(calls);
  });

  it('Hub88 down (HTTP 500, a timeout): a Thai refusal, never a 5xx, and the session opened is dead', async () => {
    for (const how of ['http500', 'timeout'] as const) {
      hub88.fail('/operator/generic/v2/game/url', how);
      const member = await fundedMember(app, 100);
      const { answer } = await launch(slot, { member });
      hub88.fail('/operator/generic/v2/game/url', null);
      expect(answer.status).toBe(200);
      expect(answer.error).toBe(errorCatalogue.GAME_PROVIDER_DOWN.code);
      expect(answer.message).toMatch(/ค่ายเกม/);
      expect(JSON.stringify(answer.data)).not.toMatch(/HTTP|timeout/);
      expect(await sessions(member.id)).toEqual([{ live: false }]);
      const played = await app.db.query(`SELECT 1 FROM game_last_played WHERE member_id = $1`, [member.id]);
      expect(played.rows).toHaveLength(0);
    }
  }, 30_000);

  it('refuses a disabled game, a disabled studio, a disabled provider; a provider under maintenance', async () => {
    const refusedWith = async (code: number) => {
      const before = hub88.received.length;
      const { answer } = await launch(slot);
      expect(answer.error).toBe(code);
      expect(hub88.received.length).toBe(before);
    };
    await app.db.query(`UPDATE games SET status = 'disabled' WHERE code = $1`, [slot.code]);
    await refusedWith(errorCatalogue.GAME_NOT_FOUND.code);
    await app.db.query(`UPDATE games SET status = 'active' WHERE code = $1`, [slot.code]);
    const studio = `UPDATE game_sub_providers SET status = $2
                     WHERE id = (SELECT sub_provider_id FROM games WHERE code = $1)`;
    await app.db.query(studio, [slot.code, 'disabled']);
    await refusedWith(errorCatalogue.GAME_NOT_FOUND.code);
    expect((await demo(slot)).error).toBe(errorCatalogue.GAME_NOT_FOUND.code);
    await app.db.query(studio, [slot.code, 'active']);
    await setProviderStatus(app, owner, 'maintenance');
    await refusedWith(errorCatalogue.PROVIDER_UNAVAILABLE.code);
    await setProviderStatus(app, owner, 'disabled');
    await refusedWith(errorCatalogue.GAME_NOT_FOUND.code);
    await setProviderStatus(app, owner, 'active');
    expect((await launch(slot)).answer.error).toBe(0);
  });

  it('refuses in Thai while Hub88’s address is not entered', async () => {
    await app.db.query(`UPDATE hub88_games_api SET api_url = '' WHERE id = 1`);
    const { answer } = await launch(slot);
    await app.db.query(`UPDATE hub88_games_api SET api_url = $1 WHERE id = 1`, [hub88.url]);
    expect(answer.error).toBe(errorCatalogue.HUB88_NOT_CONFIGURED.code);
  });
});
