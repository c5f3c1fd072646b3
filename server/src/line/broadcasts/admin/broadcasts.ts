import { randomUUID } from 'node:crypto';
import type { messagingApi } from '@line/bot-sdk';
import { toBaht } from '@contract/money';
import type {
  BroadcastAudience,
  BroadcastSegment,
  BroadcastStatus,
  BroadcastView,
} from '@contract/line/broadcast';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { enqueue } from '@server/outbox/outbox';
import { auditAs, type ByStaff } from '@server/staff/audit';
import type { LiffConfig } from '@server/line/line-settings';
import type { LinePayload } from '@server/line/messaging/deliver';
import { checkSegment, countAudience } from '../audience';
import { buildMessages, newCampaignCode, type Composer } from '../messages';
import { messageQuotaOf, type LineContext } from '../quota';

type ComposerBody = Composer & { segment: BroadcastSegment; attribution_hours: number };

/** Saves a composed broadcast as a draft: its messages and link built now, with a new campaign code. */
export const createBroadcast = (db: Db, by: ByStaff, body: ComposerBody, liff: LiffConfig) =>
  db.tx(async (q) => {
    const agentId = by.actor.agentId;
    await checkSegment(q, agentId, body.segment);
    const composer: Composer = {
      title: body.title,
      text: body.text,
      image_url: body.image_url,
      card: body.card,
    };
    const campaign = newCampaignCode();
    const { messages, link } = buildMessages(composer, campaign, liff);
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO line_broadcasts (agent_id, title, campaign, composer, messages, link, segment, attribution_hours,
                                    created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::int AS id`,
      [
        agentId,
        body.title,
        campaign,
        JSON.stringify(composer),
        JSON.stringify(messages),
        link,
        JSON.stringify(body.segment),
        body.attribution_hours,
        by.actor.id,
      ],
    );
    const id = rows[0]!.id;
    await auditAs(q, by.meta, by.actor, {
      action: 'line.broadcast_create',
      targetType: 'line_broadcast',
      targetId: id,
      after: { title: body.title, segment: body.segment, campaign },
    });
    return (await broadcastsOf(q, agentId, id))[0]!;
  });

type ListRow = {
  id: number;
  title: string;
  campaign: string;
  composer: Composer;
  link: string;
  segment: BroadcastSegment;
  status: BroadcastStatus;
  failure: string;
  scheduled_at: Date | null;
  attribution_hours: number;
  created_at: Date;
  started_at: Date | null;
  recipients: number;
  delivered: number;
  opened: number;
  deposited: number;
  deposit_amount: string;
};

/**
 * The agent's broadcasts, newest first, with what became of each (a send whose batches have all left the outbox
 * reads 'sent' before the broadcast job records it): sent (the audience fixed at the start),
 * delivered (recipients of the batches LINE accepted), opened (first opens) and deposited (members with a deposit
 * credited within the attribution window after their first open, read from the ledger's deposit entries).
 */
const broadcastsOf = async (q: Queryable, agentId: number, id?: number): Promise<BroadcastView[]> => {
  const { rows } = await q.query<ListRow>(
    `SELECT b.id::int AS id, b.title, b.campaign, b.composer, b.link, b.segment, b.failure,
            CASE WHEN b.status = 'sending' AND batches.unsent = 0 THEN 'sent' ELSE b.status END AS status,
            b.scheduled_at, b.attribution_hours, b.created_at, b.started_at, b.recipients, batches.delivered,
            (SELECT count(*)::int FROM line_broadcast_opens op WHERE op.broadcast_id = b.id) AS opened,
            dep.members AS deposited, dep.amount AS deposit_amount
       FROM line_broadcasts b
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(jsonb_array_length(o.payload -> 'to')) FILTER (WHERE o.status = 'sent'), 0)::int
                  AS delivered,
                count(*) FILTER (WHERE o.status IN ('pending', 'sending'))::int AS unsent
           FROM outbox o
          WHERE o.event_key IN (SELECT 'line:broadcast:' || b.id || ':' || g FROM generate_series(1, b.batches) g)
       ) batches
       LEFT JOIN LATERAL (
         SELECT count(DISTINCT op.member_id)::int AS members, coalesce(sum(e.amount), 0)::text AS amount
           FROM line_broadcast_opens op
           JOIN ledger_accounts a ON a.member_id = op.member_id AND a.asset = 'thb'
           JOIN ledger_entries e ON e.account_id = a.id AND e.kind = 'deposit' AND e.amount > 0
                                AND e.created_at >= op.opened_at
                                AND e.created_at < op.opened_at + make_interval(hours => b.attribution_hours)
          WHERE op.broadcast_id = b.id) dep ON true
      WHERE b.agent_id = $1 AND ($2::bigint IS NULL OR b.id = $2)
      ORDER BY b.id DESC LIMIT 100`,
    [agentId, id ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    campaign: row.campaign,
    text: row.composer.text,
    image_url: row.composer.image_url,
    card: row.composer.card,
    link: row.link,
    segment: row.segment,
    status: row.status,
    failure: row.failure,
    scheduled_at: row.scheduled_at?.toISOString() ?? null,
    attribution_hours: row.attribution_hours,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    sent: row.recipients,
    delivered: row.delivered,
    opened: row.opened,
    deposited: row.deposited,
    deposit_amount: toBaht(Number(row.deposit_amount)),
  }));
};

/** The page's list: a read, which writes nothing (the broadcast job records a finished send as 'sent'). */
export const listBroadcasts = async (db: Db, agentId: number) => ({
  broadcasts: await broadcastsOf(db, agentId),
});

export const broadcastOf = async (q: Queryable, agentId: number, id: number) =>
  (await broadcastsOf(q, agentId, id))[0] ?? fail('BROADCAST_NOT_FOUND');

/** The composer's live count: the segment's audience now, and this month's quota from LINE beside it. */
export const audienceOf = async (
  db: Db,
  line: LineContext,
  agentId: number,
  segment: BroadcastSegment,
  now: Date,
): Promise<BroadcastAudience> => {
  await checkSegment(db, agentId, segment);
  const [audience, quota] = await Promise.all([
    countAudience(db, agentId, segment, now),
    messageQuotaOf(db, line, agentId).catch(() => null),
  ]);
  return { audience, quota };
};

const MAX_SCHEDULE_MS = 30 * 86_400_000;

/** A draft to be sent at `at` (in the future, within 30 days); the job starts it when due. */
export const scheduleBroadcast = (db: Db, by: ByStaff, id: number, at: Date, now: Date) =>
  db.tx(async (q) => {
    if (!(at.getTime() > now.getTime() && at.getTime() <= now.getTime() + MAX_SCHEDULE_MS))
      fail('BROADCAST_SCHEDULE_INVALID');
    await broadcastOf(q, by.actor.agentId, id);
    const { rowCount } = await q.query(
      `UPDATE line_broadcasts SET status = 'scheduled', scheduled_at = $3
        WHERE id = $1 AND agent_id = $2 AND status = 'draft'`,
      [id, by.actor.agentId, at],
    );
    if (rowCount !== 1) fail('BROADCAST_NOT_DRAFT');
    await auditAs(q, by.meta, by.actor, {
      action: 'line.broadcast_schedule',
      targetType: 'line_broadcast',
      targetId: id,
      after: { scheduled_at: at.toISOString() },
    });
    return broadcastOf(q, by.actor.agentId, id);
  });

/** A draft or a scheduled broadcast that will not be sent. One that has started sending cannot be called back. */
export const cancelBroadcast = (db: Db, by: ByStaff, id: number, now: Date) =>
  db.tx(async (q) => {
    const before = await broadcastOf(q, by.actor.agentId, id);
    const { rowCount } = await q.query(
      `UPDATE line_broadcasts SET status = 'cancelled', finished_at = $3
        WHERE id = $1 AND agent_id = $2 AND status IN ('draft', 'scheduled')`,
      [id, by.actor.agentId, now],
    );
    if (rowCount !== 1) fail('BROADCAST_NOT_CANCELLABLE');
    await auditAs(q, by.meta, by.actor, {
      action: 'line.broadcast_cancel',
      targetType: 'line_broadcast',
      targetId: id,
      before: { status: before.status, scheduled_at: before.scheduled_at },
    });
    return broadcastOf(q, by.actor.agentId, id);
  });

/** The signed-in staff member's id (a system actor has none and no LINE of its own). */
const staffIdOf = (by: ByStaff) => by.actor.id ?? fail('UNAUTHORIZED');

/**
 * The broadcast's messages pushed to the staff member's own LINE (their LINE user id, saved on this page), through
 * the outbox like every send; each test is its own event. Nobody else receives it and it counts nowhere.
 */
export const sendTest = (db: Db, by: ByStaff, id: number) =>
  db.tx(async (q) => {
    const { rows } = await q.query<{ messages: messagingApi.Message[] }>(
      `SELECT messages FROM line_broadcasts WHERE id = $1 AND agent_id = $2`,
      [id, by.actor.agentId],
    );
    const broadcast = rows[0] ?? fail('BROADCAST_NOT_FOUND');
    const to = (await staffLineOf(q, staffIdOf(by))) || fail('BROADCAST_STAFF_LINE_MISSING');
    const payload: LinePayload = { op: 'push', to, messages: broadcast.messages };
    await enqueue(q, {
      agentId: by.actor.agentId,
      channel: 'line',
      kind: 'broadcast_test',
      eventKey: `line:broadcast-test:${id}:${randomUUID()}`,
      payload,
    });
    await auditAs(q, by.meta, by.actor, {
      action: 'line.broadcast_test',
      targetType: 'line_broadcast',
      targetId: id,
    });
    return { queued: true };
  });

export const staffLineOf = async (q: Queryable, staffId: number) =>
  (await q.query<{ line_user_id: string }>(`SELECT line_user_id FROM staff WHERE id = $1`, [staffId])).rows[0]
    ?.line_user_id ?? '';

/** The staff member's own LINE user id ('' removes it), as LINE Developers shows it: U and 32 hex digits. */
export const saveStaffLine = (db: Db, by: ByStaff, lineUserId: string) =>
  db.tx(async (q) => {
    const value = lineUserId.trim();
    if (!/^(U[0-9a-f]{32})?$/.test(value)) fail('BROADCAST_STAFF_LINE_INVALID');
    const staffId = staffIdOf(by);
    const before = await staffLineOf(q, staffId);
    await q.query(`UPDATE staff SET line_user_id = $2, updated_at = now() WHERE id = $1`, [staffId, value]);
    await auditAs(q, by.meta, by.actor, {
      action: 'line.broadcast_staff_line',
      targetType: 'staff',
      targetId: staffId,
      before: { line_user_id: before },
      after: { line_user_id: value },
    });
    return { line_user_id: value };
  });
