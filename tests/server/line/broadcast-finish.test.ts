import { describe, expect, it } from 'vitest';
import { broadcastTick } from '@server/line/broadcasts/send';
import { sendLineOutbox } from '../helpers/line-official-account';
import { broadcastSetup, compose, lineMember } from './broadcast-fixtures';

const { line, app, owner, lineContext, sendNow, viewOf } = await broadcastSetup(100_000);

const stored = async (id: number) =>
  (
    await app.db.query<{ status: string; finished_at: Date | null }>(
      `SELECT status, finished_at FROM line_broadcasts WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

describe('a finished send', () => {
  it('reads sent on the page as soon as its batches left, while the list writes nothing; the job records it', async () => {
    await lineMember(app);
    const broadcast = await compose(app, owner.token);
    await sendNow(broadcast.id);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sending', delivered: 0 });
    await sendLineOutbox(app, line);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sent', delivered: 1 });
    expect(await stored(broadcast.id)).toMatchObject({ status: 'sending', finished_at: null });
    await broadcastTick(app.db, lineContext, new Date());
    const after = await stored(broadcast.id);
    expect(after.status).toBe('sent');
    expect(after.finished_at).toBeInstanceOf(Date);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sent', delivered: 1 });
  });
});
