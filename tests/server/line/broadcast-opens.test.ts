import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, insertMember } from '../helpers/test-app';
import { broadcastSetup, compose, depositAt, lineMember } from './broadcast-fixtures';

// The audience is in broadcast-audience.test.ts, sending and the composer in broadcast.test.ts.
const { app, owner, sendNow, viewOf } = await broadcastSetup(100_000);

describe('opens and deposits', () => {
  const openAs = (token: string, campaign: string) =>
    call(app, 'POST', '/api/line/broadcast-opens', { token, body: { campaign } });

  it('counts a recipient’s first open from the LIFF app once; another member’s open is not the broadcast’s', async () => {
    const reader = await lineMember(app);
    const broadcast = await compose(app, owner.token);
    await sendNow(broadcast.id);
    expect((await openAs(reader.token, broadcast.campaign)).data).toEqual({ counted: true });
    expect((await openAs(reader.token, broadcast.campaign)).data).toEqual({ counted: false });
    const outsider = await insertMember(app);
    expect((await openAs(outsider.token, broadcast.campaign)).data).toEqual({ counted: false });
    expect((await openAs(reader.token, 'ZZZZZZZZZZ')).error).toBe(
      errorCatalogue.BROADCAST_CAMPAIGN_UNKNOWN.code,
    );
    expect(
      (await call(app, 'POST', '/api/line/broadcast-opens', { body: { campaign: broadcast.campaign } }))
        .status,
    ).toBe(401);
    expect(await viewOf(broadcast.id)).toMatchObject({ opened: 1 });
  });

  it('attributes deposits credited within the window after the first open, and not those after it or before', async () => {
    const inside = await lineMember(app);
    const late = await lineMember(app);
    const early = await lineMember(app);
    const broadcast = await compose(app, owner.token, { attribution_hours: 24 });
    await sendNow(broadcast.id);
    for (const member of [inside, late, early]) await openAs(member.token, broadcast.campaign);
    const openedAt = async (memberId: number) =>
      (
        await app.db.query<{ opened_at: Date }>(
          `SELECT opened_at FROM line_broadcast_opens WHERE broadcast_id = $1 AND member_id = $2`,
          [broadcast.id, memberId],
        )
      ).rows[0]!.opened_at.getTime();
    const hours = (n: number) => n * 3_600_000;
    await depositAt(app, inside.id, 300, new Date((await openedAt(inside.id)) + hours(23)));
    await depositAt(app, late.id, 500, new Date((await openedAt(late.id)) + hours(25)));
    await depositAt(app, early.id, 700, new Date((await openedAt(early.id)) - hours(1)));
    expect(await viewOf(broadcast.id)).toMatchObject({
      opened: 3,
      deposited: 1,
      deposit_amount: 300,
      attribution_hours: 24,
    });
  });
});
