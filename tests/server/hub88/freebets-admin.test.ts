import { describe, expect, it } from 'vitest';
import { sendDueFreebets } from '@server/games/hub88/freebets-send';
import { call } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import {
  freebetCampaign,
  freebetPlayer,
  freebetRows,
  freebetsSetup,
  grantFreebets,
  memberTransfers,
} from './freebets-fixtures';

// Staff see the free bets Hub88 refused (with its answer) and those retrying after an error; marketing sends a
// failed one again (audited), support may only look; one that is not failed cannot be sent again.
const world = await freebetsSetup();

type Problems = { items: { id: number; status: string; last_error: string; member_id: number }[] };
const problems = async (token: string) =>
  (await call<Problems>(world.app, 'GET', '/api/admin/rewards/freebets', { token })).data.items;

describe('free bets: what staff see and do', () => {
  it('a refused free bet is listed with Hub88 answer; sent again it becomes active; no money moves', async () => {
    const { app, agentId, game, freebets } = world;
    const marketing = await insertStaff(app, 'marketing');
    const support = await insertStaff(app, 'support');
    const campaign = await freebetCampaign(app, game.code);
    const { member } = await freebetPlayer(app, game.code);
    await grantFreebets(app, agentId, campaign, member.id);
    freebets.state.mode = 'refuse';
    await sendDueFreebets(app.db, freebets.api(app), new Date());
    const [row] = await freebetRows(app, member.id);

    const seen = (await problems(support.token)).find((item) => item.id === Number(row!.id));
    expect(seen).toMatchObject({ status: 'failed', member_id: member.id });
    expect(seen!.last_error).toContain('game does not support freebets');

    const refused = await call(app, 'POST', `/api/admin/rewards/freebets/${row!.id}/retry`, {
      token: support.token,
    });
    expect(refused.error).not.toBe(0);

    freebets.state.mode = 'ok';
    const retried = await call(app, 'POST', `/api/admin/rewards/freebets/${row!.id}/retry`, {
      token: marketing.token,
    });
    expect(retried.error).toBe(0);
    const audit = await app.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'rewards.freebet.retry' AND target_id = $1`,
      [String(row!.id)],
    );
    expect(audit.rowCount).toBe(1);
    await sendDueFreebets(app.db, freebets.api(app), new Date());
    const [after] = await freebetRows(app, member.id);
    expect(after).toMatchObject({ status: 'active', attempts: 1 });
    expect((await problems(marketing.token)).some((item) => item.id === Number(row!.id))).toBe(false);

    // Active now: not sent again.
    const again = await call(app, 'POST', `/api/admin/rewards/freebets/${row!.id}/retry`, {
      token: marketing.token,
    });
    expect(again).toMatchObject({ error: 4482 });
    expect(await memberTransfers(app, member.id)).toEqual([{ kind: 'adjustment', amount: 10_000 }]);
  });
});
