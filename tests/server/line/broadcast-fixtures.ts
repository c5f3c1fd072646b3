import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import type { BroadcastBody } from '@contract/line/broadcast';
import { satang } from '@contract/money';
import { creditDeposit } from '@server/payments/ledger-port';
import { secretBoxOf } from '@server/line/secret-box';
import { lineConfig, setUpOfficialAccount, startLine } from '../helpers/line-official-account';
import { call, createTestApp, insertMember } from '../helpers/test-app';

export const LIFF_ID = '2000000002-AbCd1234';
export const lineUser = () => `U${randomBytes(16).toString('hex')}`;

/** The demo agent's default LIFF app id, as its owner sets it on the LINE settings page. */
const setLiffId = async (app: FastifyInstance, token: string) => {
  const saved = await call(app, 'POST', '/api/admin/line/settings', {
    token,
    body: { liff_apps: { default: LIFF_ID } },
  });
  if (saved.error !== 0) throw new Error(`LIFF id not saved: ${saved.message}`);
};

/**
 * A broadcast test file's setup: the Messaging API stand-in with this month's `quota`, the app on it, the official
 * account and the LIFF id set by the owner; closed after the file; nobody follows before each test. Answers what
 * the tests call with: the app, the stand-in, the owner, the job's LINE context, "send now", and what a broadcast
 * became (its recipients, its outbox batches, its view in the console, its multicasts).
 */
export const broadcastSetup = async (quota: number) => {
  const line = await startLine({ quota });
  const app = await createTestApp(lineConfig(line));
  const owner = await setUpOfficialAccount(app);
  await setLiffId(app, owner.token);
  afterAll(async () => {
    await app.close();
    await line.close();
  });
  beforeEach(() => unfollowEveryone(app));
  const lineContext = { box: secretBoxOf(app.config), hosts: { api: line.url, data: line.url } };
  const sendNow = (id: number, token = owner.token) =>
    call(app, 'POST', `/api/admin/line/broadcasts/${id}/send`, { token, body: { scheduled_at: null } });
  /** Who a broadcast was fixed to, in LINE user id order. */
  const recipients = async (id: number) =>
    (
      await app.db.query<{ line_user_id: string }>(
        `SELECT line_user_id FROM line_broadcast_recipients WHERE broadcast_id = $1 ORDER BY line_user_id`,
        [id],
      )
    ).rows.map((row) => row.line_user_id);
  /** A broadcast's outbox entries (one per multicast batch), in the order they were written. */
  const batchesOf = async (id: number) =>
    (
      await app.db.query<{ event_key: string; size: number; status: string }>(
        `SELECT event_key, jsonb_array_length(payload -> 'to') AS size, status FROM outbox
          WHERE event_key LIKE $1 ORDER BY id`,
        [`line:broadcast:${id}:%`],
      )
    ).rows;
  /** A broadcast as the console's list shows it. */
  const viewOf = async (id: number) =>
    (
      (await call(app, 'GET', '/api/admin/line/broadcasts', { token: owner.token })).data.broadcasts as {
        id: number;
      }[]
    ).find((b) => b.id === id) as Record<string, unknown>;
  /** The multicasts that reached any of `users`. */
  const multicastsTo = (users: string[]) =>
    line.sent.filter(
      (c) =>
        c.path === '/v2/bot/message/multicast' &&
        (c.body as { to: string[] }).to.some((u) => users.includes(u)),
    );
  return { line, app, owner, lineContext, sendNow, recipients, batchesOf, viewOf, multicastsTo };
};

/** Nobody follows any more: each test builds its own audience from here. */
const unfollowEveryone = (app: FastifyInstance) =>
  app.db.query(`UPDATE line_followers SET following = false`);

/** A member with a LINE user id (a LIFF login), following the official account unless told otherwise. */
export const lineMember = async (
  app: FastifyInstance,
  { follows = true, lineId = true }: { follows?: boolean; lineId?: boolean } = {},
) => {
  const member = await insertMember(app);
  const lineUserId = lineId ? lineUser() : null;
  if (lineUserId) {
    await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [member.id, lineUserId]);
    await app.db.query(
      `INSERT INTO line_followers (agent_id, line_user_id, following, changed_at)
       SELECT agent_id, $2, $3, now() FROM members WHERE id = $1`,
      [member.id, lineUserId, follows],
    );
  }
  return { ...member, lineUserId: lineUserId ?? '' };
};

/** `count` following members inserted in one statement each step (a big audience without 1000 round trips). */
export const manyFollowers = async (app: FastifyInstance, count: number) => {
  const tag = randomBytes(4).toString('hex');
  const { rows } = await app.db.query<{ id: string; line_user_id: string }>(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                          referral_code, age_confirmed_at, line_user_id)
     SELECT a.id, 'b' || $1 || g, 'b' || $1 || g, 'not-a-hash', 'ทดสอบ ระบบ', 'KBANK', 'b' || $1 || g,
            'R' || $1 || g, now(), 'U' || md5($1 || g)
       FROM agents a, generate_series(1, $2) g WHERE a.code = 'demo'
     RETURNING id, line_user_id`,
    [tag, count],
  );
  await app.db.query(
    `INSERT INTO line_followers (agent_id, line_user_id, following, changed_at)
     SELECT agent_id, line_user_id, true, now() FROM members WHERE id = ANY($1::bigint[])`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => row.line_user_id);
};

/** A time-out or self-exclusion running until `until` (or one that ended already, with a past `until`). */
export const exclude = (
  app: FastifyInstance,
  memberId: number,
  kind: 'timeout' | 'self_exclusion',
  until: Date,
) =>
  app.db.query(
    `INSERT INTO member_protection (member_id, agent_id, exclusion_kind, excluded_from, excluded_until)
     SELECT id, agent_id, $2, $3, $4 FROM members WHERE id = $1`,
    [memberId, kind, new Date(until.getTime() - 86_400_000 * 30), until],
  );

/** A deposit credited to the member's main wallet at business time `at`. */
export const depositAt = (app: FastifyInstance, memberId: number, baht: number, at: Date) =>
  app.db.tx((q) =>
    creditDeposit(q, {
      key: `test-broadcast-deposit:${randomUUID()}`,
      memberId,
      amount: satang(Math.round(baht * 100)),
      description: 'ฝากเงินทดสอบ',
      meta: {},
      at,
    }),
  );

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A broadcast saved from the composer (a text and a card to the deposit screen unless told otherwise). */
export const compose = async (app: FastifyInstance, token: string, body: Partial<BroadcastBody> = {}) => {
  const answer = await call(app, 'POST', '/api/admin/line/broadcasts', {
    token,
    body: {
      title: 'โปรฝากวันนี้',
      text: 'ฝากวันนี้รับโบนัส 10%',
      card: { title: 'ฝากเลย', text: 'รับโบนัสทันที', button_label: 'ฝากเงิน', screen: 'deposit' },
      segment: { kind: 'all' },
      ...body,
    },
  });
  if (answer.error !== 0) throw new Error(`broadcast not saved: ${answer.message}`);
  return answer.data as { id: number; campaign: string; link: string };
};
