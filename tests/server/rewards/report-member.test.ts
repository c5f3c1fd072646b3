import { afterAll, describe, expect, it } from 'vitest';
import { toSatang } from '@contract/money';
import { grantAward } from '@server/rewards';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { depositedMember } from '@tests/server/admin/money/money-fixtures';
import { demoAgentId, insertCampaign } from './rewards-helpers';

const app = await createTestApp();
afterAll(() => app.close());
const agentId = await demoAgentId(app);
const support = await insertStaff(app, 'support');
const content = await insertStaff(app, 'content');

describe("a member's rewards in the back office", () => {
  it('lists the awards and open turnover with progress, for support; content may not', async () => {
    const campaign = await insertCampaign(app, { name: 'เทิร์น 5 เท่า', turnover_multiplier: 5 });
    const member = await depositedMember(app, 0);
    await grantAward(app.db, {
      agentId,
      campaignId: campaign,
      memberId: member.id,
      periodKey: 'once',
      amount: toSatang(40),
      walletTypeId: 1,
      description: 'โบนัสเทิร์น 5 เท่า',
      now: new Date(),
    });
    const answer = await call(app, 'GET', `/api/admin/members/${member.id}/rewards`, {
      token: support.token,
    });
    expect(answer.error).toBe(0);
    expect(answer.data.items).toMatchObject([
      {
        campaign_id: campaign,
        campaign_name: 'เทิร์น 5 เท่า',
        kind: 'promotion',
        amount: 40,
        turnover_required: 200,
      },
    ]);
    expect(answer.data.turnover).toMatchObject([
      { required: 200, progress: 0, owed: 200, description: 'โบนัสเทิร์น 5 เท่า' },
    ]);
    const refused = await call(app, 'GET', `/api/admin/members/${member.id}/rewards`, {
      token: content.token,
    });
    expect(refused.status).toBe(403);
  });

  it("answers another agent's member as not found", async () => {
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('rm-other', 'อีกเว็บ')`);
    const outsider = await insertMember(app, 'rm-other');
    const answer = await call(app, 'GET', `/api/admin/members/${outsider.id}/rewards`, {
      token: support.token,
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.error).not.toBe(0);
    expect(answer.data).toBeNull();
  });
});
