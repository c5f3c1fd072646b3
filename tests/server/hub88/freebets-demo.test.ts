import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkLedger } from '@server/ledger';
import { bangkokDay } from '@server/rewards';
import { hub88Endpoint } from '@server/games/hub88/games-api';
import { sendDueFreebets } from '@server/games/hub88/freebets-send';
import { secretBoxOf } from '@server/line/secret-box';
import { hub88DemoPlugin } from '@server/seed/hub88-demo';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { fundedMember, mainBalance } from '@tests/server/games-platform/helpers';
import { standInGames } from '@tests/server/helpers/hub88-games-catalogue';
import { demoAgentId } from '@tests/server/rewards/rewards-helpers';
import { freebetCampaign, freebetRows, grantFreebets } from './freebets-fixtures';

// The demo's Hub88 (HUB88_STAND_IN=1, server/src/seed/hub88-demo.ts) on a listening server: its stand-in answers
// the Freebets API as well as the Games API, so a free bet granted here becomes active (not failed), the game's
// stand-in page offers it, and its spins go through our Wallet API as Hub88 plays a reward (is_free, reward_uuid,
// signed): the member's free-bet list and the bonus cost report move. The ledger check passes.
let app: FastifyInstance;
let base: string;
let token: string;
let slot: string;

beforeAll(async () => {
  app = await createTestApp();
  const ownUrl = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await app.register(hub88DemoPlugin, { box: secretBoxOf(app.config), ownUrl, publicUrl: undefined });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  token = (await insertStaff(app, 'owner')).token;
  // The plugin imports the stand-in's games in the background: wait for its run to finish.
  for (let finished = false; !finished; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const { rows } = await app.db.query(
      `SELECT 1 FROM hub88_imports WHERE trigger = 'demo' AND finished_at IS NOT NULL`,
    );
    finished = rows.length > 0;
  }
  const first = standInGames(base).find((game) => game.category === 'Video Slots')!;
  const { rows } = await app.db.query<{ code: string }>(`SELECT code FROM games WHERE external_code = $1`, [
    first.game_code,
  ]);
  slot = rows[0]!.code;
}, 120_000);
afterAll(async () => app.close());

type Spin = { status: string; balance?: number; win?: number; free_left?: number };
const OFFER = 'ใช้ฟรีเบท';

describe('free bets in the demo (HUB88_STAND_IN=1)', () => {
  it('answers prepaids/list with its demo prepaids and refuses an unsigned rewards/create', async () => {
    const prepaids = await call<{ items: unknown[] }>(app, 'GET', '/api/admin/rewards/freebet-prepaids', {
      token,
      query: { game: slot },
    });
    expect(prepaids.error).toBe(0);
    expect(prepaids.data.items).toEqual(
      expect.arrayContaining([
        { prepaid_uuid: expect.any(String), bet_count: 10, bet_value: 1 },
        { prepaid_uuid: expect.any(String), bet_count: 5, bet_value: 5 },
      ]),
    );
    const unsigned = await fetch(`${base}/_hub88-stand-in/operator/generic/v2/freebet/rewards/create`, {
      method: 'POST',
      body: '{}',
    });
    expect(unsigned.status).toBe(401);
  });

  it('a granted free bet becomes active and is played from the game page through our wallet', async () => {
    const member = await fundedMember(app, 100);
    const launched = await call<{ link: string }>(app, 'POST', '/api/game/link', {
      token: member.token,
      body: { game_id: slot, provider_id: 'hub88', wallet_id: member.walletId },
    });
    expect(launched.error).toBe(0);
    const page = async () => (await fetch(launched.data.link)).text();
    expect(await page()).not.toContain(OFFER);

    const campaign = await freebetCampaign(app, slot, { count: 2, baht: 5 });
    await grantFreebets(app, await demoAgentId(app), campaign, member.id);
    const endpoint = (await hub88Endpoint(app.db))!;
    const api = { url: endpoint.apiUrl, operatorId: endpoint.operatorId, box: secretBoxOf(app.config) };
    await sendDueFreebets(app.db, api, new Date());
    expect(await freebetRows(app, member.id)).toMatchObject([{ status: 'active', last_error: null }]);

    const html = await page();
    expect(html).toContain(`${OFFER} (เหลือ 2 ครั้ง)`);
    const spinUrl = /data-spin="([^"]+)"/.exec(html)![1]!;
    const free = async () =>
      (await (await fetch(spinUrl, { method: 'POST', body: '{"free":true}' })).json()) as Spin;
    const first = await free();
    expect(first).toMatchObject({ status: 'RS_OK', free_left: 1, balance: 100 * 100_000 + first.win! });
    const second = await free();
    expect(second).toMatchObject({ status: 'RS_OK', free_left: 0, balance: first.balance! + second.win! });
    expect(await free()).toEqual({ status: 'NO_FREEBET', free_left: 0 });
    expect(await page()).not.toContain(OFFER);

    // Our wallet recorded both free bets and their wins; the stakes were never debited, the wins are bonus.
    const won = (first.win! + second.win!) / 100_000;
    expect(await mainBalance(app, member.token)).toBeCloseTo(100 + won, 2);
    const plays = await app.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM hub88_freebet_plays WHERE member_id = $1 GROUP BY kind ORDER BY kind`,
      [member.id],
    );
    expect(plays.rows).toEqual([
      { kind: 'bet', n: 2 },
      { kind: 'win', n: 2 },
    ]);
    const mine = await call<{ items: unknown[] }>(app, 'GET', '/api/member/freebets', {
      token: member.token,
    });
    expect(mine.data.items).toMatchObject([{ state: 'used', used_count: 2, won, game_id: slot }]);
    const day = bangkokDay(new Date());
    const report = await call<{ campaigns: Record<string, number>[] }>(
      app,
      'GET',
      '/api/admin/rewards/report',
      {
        token,
        query: { from: day, to: day },
      },
    );
    const row = report.data.campaigns.find((c) => c.campaign_id === campaign.id);
    expect(row).toMatchObject({ awards: 1, freebets: 2, freebet_won: won });
    expect(await checkLedger(app.db)).toEqual([]);
  });
});
