import type { messagingApi } from '@line/bot-sdk';
import type { Queryable } from '@server/db/db';
import { enqueue, type Delivery } from '@server/outbox/outbox';
import { liveRichMenuId } from './publications';

/**
 * The LINE outbox's rich menu calls: the member menu linked to one member's LINE user, or to up to 500 at once,
 * and a user's link removed (LINE then shows them the default, guest, menu). Which menu is resolved when the
 * entry is sent (the member menu live then), and whom from the members as they are then, so entries sent late
 * or out of order still leave each user with the right menu.
 */
export type RichMenuPayload =
  | { op: 'link_rich_menu'; userId: string; menu: 'member' }
  | { op: 'link_rich_menu_bulk'; userIds: string[]; menu: 'member' }
  | { op: 'unlink_rich_menu'; userId: string };

/** LINE's bulk link takes at most 500 user ids per call. */
const BULK_LIMIT = 500;

/** This transaction's id: the cause of a link change, named once (a replayed request changes nothing). */
const causeOf = async (q: Queryable) =>
  (await q.query<{ id: string }>(`SELECT pg_current_xact_id()::text AS id`)).rows[0]!.id;

/**
 * A member got a LINE user id (LIFF registration, a LIFF login that linked, a link from the web): in that same
 * transaction, their link to the member menu is enqueued.
 */
export const enqueueMemberMenuLink = async (
  q: Queryable,
  member: { agentId: number; memberId: number; lineUserId: string },
) =>
  enqueue(q, {
    agentId: member.agentId,
    channel: 'line',
    kind: 'rich_menu_link',
    eventKey: `line:richmenu:link:${member.memberId}:${await causeOf(q)}`,
    payload: { op: 'link_rich_menu', userId: member.lineUserId, menu: 'member' } satisfies RichMenuPayload,
  });

/**
 * A LINE user followed (or unblocked) the account: if they are a member's, their member menu is linked again in
 * the webhook event's transaction (a link made before they followed may not have held).
 */
export const enqueueFollowerMenuLink = async (q: Queryable, agentId: number, lineUserId: string) => {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM members WHERE agent_id = $1 AND line_user_id = $2`,
    [agentId, lineUserId],
  );
  if (rows[0]) await enqueueMemberMenuLink(q, { agentId, memberId: rows[0].id, lineUserId });
};

/** A member unlinked LINE: in that transaction, the LINE user's link to the member menu is enqueued for removal. */
export const enqueueMemberMenuUnlink = async (
  q: Queryable,
  member: { agentId: number; memberId: number; lineUserId: string },
) =>
  enqueue(q, {
    agentId: member.agentId,
    channel: 'line',
    kind: 'rich_menu_unlink',
    eventKey: `line:richmenu:unlink:${member.memberId}:${await causeOf(q)}`,
    payload: { op: 'unlink_rich_menu', userId: member.lineUserId } satisfies RichMenuPayload,
  });

/**
 * Every member with LINE moved to the member menu (a publication or a rollback made another one live), 500 per
 * entry, named by `cause` (`publish:<id>`, `rollback:<id>`) and the transaction (a publication can be rolled
 * back to twice). Answers how many entries.
 */
export const enqueueMemberMenuBulk = async (q: Queryable, agentId: number, cause: string) => {
  const xact = await causeOf(q);
  const { rows } = await q.query<{ line_user_id: string }>(
    `SELECT line_user_id FROM members WHERE agent_id = $1 AND line_user_id IS NOT NULL ORDER BY id`,
    [agentId],
  );
  const users = rows.map((row) => row.line_user_id);
  let batches = 0;
  for (let at = 0; at < users.length; at += BULK_LIMIT) {
    await enqueue(q, {
      agentId,
      channel: 'line',
      kind: 'rich_menu_bulk_link',
      eventKey: `line:richmenu:${cause}:${xact}:${at / BULK_LIMIT}`,
      payload: {
        op: 'link_rich_menu_bulk',
        userIds: users.slice(at, at + BULK_LIMIT),
        menu: 'member',
      } satisfies RichMenuPayload,
    });
    batches += 1;
  }
  return batches;
};

const isLinked = async (q: Queryable, agentId: number, userIds: string[]) =>
  (
    await q.query<{ line_user_id: string }>(
      `SELECT line_user_id FROM members WHERE agent_id = $1 AND line_user_id = ANY($2)`,
      [agentId, userIds],
    )
  ).rows.map((row) => row.line_user_id);

/** Nothing to ask LINE: sent, with the reason kept where the console shows the entry's reference. */
const nothingToDo = (why: string): Delivery => ({ status: 'sent', ref: `ไม่ต้องเรียก LINE: ${why}` });

/**
 * Makes a rich menu entry's call, resolved now: a link of a user who is no longer a member's, or an unlink of a
 * user who is one again, is skipped; without a live member menu, a link has nothing to link to (the publication
 * moves everyone when it comes). Throws LINE's error for the deliverer to classify.
 */
export const sendRichMenuOp = async (
  db: Queryable,
  api: messagingApi.MessagingApiClient,
  agentId: number,
  payload: RichMenuPayload,
): Promise<Delivery> => {
  if (payload.op === 'unlink_rich_menu') {
    if ((await isLinked(db, agentId, [payload.userId])).length > 0)
      return nothingToDo('ผู้ใช้ LINE นี้เชื่อมกับสมาชิกอีกครั้งแล้ว');
    await api.unlinkRichMenuIdFromUser(payload.userId);
    return { status: 'sent' };
  }
  const menuId = await liveRichMenuId(db, agentId, payload.menu);
  if (!menuId) return nothingToDo('ยังไม่ได้เผยแพร่ริชเมนูสมาชิก');
  const users = await isLinked(
    db,
    agentId,
    payload.op === 'link_rich_menu' ? [payload.userId] : payload.userIds,
  );
  if (users.length === 0) return nothingToDo('ผู้ใช้ LINE นี้ไม่ได้เชื่อมกับสมาชิกแล้ว');
  if (payload.op === 'link_rich_menu') await api.linkRichMenuIdToUser(payload.userId, menuId);
  else await api.linkRichMenuIdToUsers({ richMenuId: menuId, userIds: users });
  return { status: 'sent' };
};
