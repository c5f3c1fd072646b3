import type { Queryable } from '@server/db/db';
import { liffLinkOf } from '../admin/deep-links';
import { liffConfigOf } from '../line-settings';
import { bahtText, type Card } from './flex';

/**
 * A member's message as the outbox holds it: what it tells of, enqueued by the database (server/sql/line) in the
 * transaction of its cause, drawn from the rows when sent.
 */
export type MemberMessageOp =
  | { op: 'inbox'; inboxId: number }
  | { op: 'lotto_result'; roundId: number; memberId: number }
  | { op: 'award_spins'; awardId: number };

/** A push to make, or why nothing is sent (the entry is closed with the reason, for the console). */
export type Resolved = { to: string; card: Card } | { skip: string };

type MessageCategory = 'money' | 'lotto' | 'rewards';

/** The category of an inbox row (as server/sql/line/line-told-of-inbox.sql says). */
const categoryOfInbox = (kind: string): MessageCategory =>
  kind === 'lotto_won' || kind === 'lotto_refund' ? 'lotto' : kind === 'award' ? 'rewards' : 'money';

const skipText = {
  unwanted: 'สมาชิกไม่ได้เชื่อมต่อ LINE ปิดการแจ้งเตือนหมวดนี้ หรืออยู่ระหว่างพักการเล่น',
  gone: 'ไม่พบรายการที่แจ้ง',
};

/**
 * The member's LINE user id when the agent's account may message them about `category` now: the same rule as
 * when the entry was enqueued (`line_member_agent`), asked again at the send, since the member may have turned
 * the category off, unlinked LINE or started a time-out in between.
 */
const recipient = async (q: Queryable, agentId: number, memberId: number, category: MessageCategory) => {
  const { rows } = await q.query<{ agent: number | null; to: string | null }>(
    `SELECT line_member_agent($1, $2) AS agent, (SELECT line_user_id FROM members WHERE id = $1) AS "to"`,
    [memberId, category],
  );
  const row = rows[0];
  return row?.agent === agentId && row.to ? row.to : null;
};

type Link = { screen: string; params?: Record<string, string>; label: string };

const buttonOf = async (q: Queryable, agentId: number, link: Link) => {
  const config = await liffConfigOf(q, agentId, '');
  const uri = liffLinkOf(link.screen, link.params ?? {}, config)?.liffUrl;
  return uri ? { label: link.label, uri } : null;
};

/** The screen an award opens: its campaign's feature, a poll, the commission page, else the inbox. */
const awardLink = async (q: Queryable, key: string, entryKind: string): Promise<Link> => {
  const poll = /^poll:win:(\d+):/.exec(key);
  if (poll) return { screen: 'poll', params: { pollId: poll[1]! }, label: 'ดูกิจกรรม' };
  if (entryKind === 'affiliate') return { screen: 'affiliate', label: 'ดูรายได้แนะนำเพื่อน' };
  const campaign = /^reward:(\d+):/.exec(key);
  if (campaign) {
    const { rows } = await q.query<{ kind: string }>(`SELECT kind FROM reward_campaigns WHERE id = $1`, [
      Number(campaign[1]),
    ]);
    const screens: Record<string, Link> = {
      coupon: { screen: 'coupon', label: 'ดูคูปอง' },
      wheel: { screen: 'wheel', label: 'ไปที่กงล้อนำโชค' },
      cashback: { screen: 'cashback', label: 'ดูคืนยอดเทิร์น' },
      winloss: { screen: 'winloss', label: 'ดูคืนยอดเสีย' },
      quest: { screen: 'creditfree', label: 'ดูภารกิจ' },
      promotion: { screen: 'member-promotions', label: 'ดูโปรโมชั่นของฉัน' },
      points: { screen: 'redeem', label: 'ดูของรางวัล' },
      redeem: { screen: 'redeem', label: 'ดูของรางวัล' },
    };
    const link = screens[rows[0]?.kind ?? ''];
    if (link) return link;
  }
  return { screen: 'inbox', label: 'ดูกล่องข้อความ' };
};

/** The screen an inbox row opens, from what it tells of (its ledger transfer's key, or its withdrawal). */
const inboxLink = async (q: Queryable, kind: string, source: string): Promise<Link> => {
  if (kind === 'withdrawal_approved' || kind === 'withdrawal_refused')
    return { screen: 'withdraw', label: 'ดูรายการถอน' };
  const entry = /^entry:(\d+)$/.exec(source);
  const { rows } = entry
    ? await q.query<{ key: string; kind: string }>(
        `SELECT t.idem_key AS key, e.kind FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
          WHERE e.id = $1`,
        [Number(entry[1])],
      )
    : { rows: [] };
  const key = rows[0]?.key ?? '';
  // Money credited: the member wants to see it in the wallet and play (the "taps into /liff/wallets").
  if (kind === 'deposit') return { screen: 'wallets', label: 'ดูกระเป๋าเงิน' };
  const bill = /^lotto:(?:win|refund):(\d+)$/.exec(key);
  if (bill) return { screen: 'lotto-bill', params: { billId: bill[1]! }, label: 'ดูโพย' };
  if (kind === 'award') return awardLink(q, key, rows[0]?.kind ?? '');
  return { screen: 'statement', label: 'ดูประวัติธุรกรรม' };
};

type InboxRow = {
  member_id: string;
  kind: string;
  title: string;
  body: string;
  amount: string | null;
  source: string;
};

const resolveInbox = async (q: Queryable, agentId: number, inboxId: number): Promise<Resolved> => {
  const { rows } = await q.query<InboxRow>(
    `SELECT member_id, kind, title, body, amount, source FROM member_inbox WHERE id = $1`,
    [inboxId],
  );
  const row = rows[0];
  if (!row) return { skip: skipText.gone };
  const to = await recipient(q, agentId, Number(row.member_id), categoryOfInbox(row.kind));
  if (!to) return { skip: skipText.unwanted };
  const amount = row.amount === null ? null : Number(row.amount);
  return {
    to,
    card: {
      altText: amount ? `${row.title} ${bahtText(amount)}` : row.title,
      title: row.title,
      amount,
      lines: [row.body],
      button: await buttonOf(q, agentId, await inboxLink(q, row.kind, row.source)),
    },
  };
};

type RoundRow = { title: string; market: string; result: Record<string, unknown> | null };

/** The result's numbers as Thai lines: a draw's prizes, or a Yeekee round's top three and bottom two. */
const resultLines = (result: Record<string, unknown> | null): string[] => {
  const list = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));
  if (result?.kind === 'draw')
    return [
      `รางวัลที่ 1: ${String(result.first_prize)}`,
      `3 ตัวหน้า: ${list(result.front3)}`,
      `3 ตัวท้าย: ${list(result.back3)}`,
      `2 ตัวล่าง: ${String(result.bottom2)}`,
    ];
  if (result?.kind === 'yeekee')
    return [`3 ตัวบน: ${String(result.top3)}`, `2 ตัวล่าง: ${String(result.bottom2)}`];
  return [];
};

const resolveLottoResult = async (
  q: Queryable,
  agentId: number,
  roundId: number,
  memberId: number,
): Promise<Resolved> => {
  const round = (
    await q.query<RoundRow>(
      `SELECT r.title, m.name AS market, r.result FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id
        WHERE r.id = $1`,
      [roundId],
    )
  ).rows[0];
  if (!round) return { skip: skipText.gone };
  const to = await recipient(q, agentId, memberId, 'lotto');
  if (!to) return { skip: skipText.unwanted };
  const { rows } = await q.query<{ bills: number; won: number; payout: string }>(
    `SELECT count(*)::int AS bills, count(*) FILTER (WHERE status = 'won')::int AS won,
            coalesce(sum(payout) FILTER (WHERE status = 'won'), 0) AS payout
       FROM lotto_bills WHERE round_id = $1 AND member_id = $2 AND status IN ('won', 'lost')`,
    [roundId, memberId],
  );
  const mine = rows[0]!;
  const title = `ผลหวย ${round.market} ${round.title}`;
  return {
    to,
    card: {
      altText: title,
      title,
      lines: [
        ...resultLines(round.result),
        mine.won > 0
          ? `โพยของคุณถูกรางวัล ${mine.won} จาก ${mine.bills} โพย รวม ${bahtText(Number(mine.payout))}`
          : `โพยของคุณ ${mine.bills} โพย ไม่ถูกรางวัลในงวดนี้`,
      ],
      button: await buttonOf(q, agentId, { screen: 'lotto-bills', label: 'ดูโพยของฉัน' }),
    },
  };
};

const resolveSpins = async (q: Queryable, agentId: number, awardId: number): Promise<Resolved> => {
  const { rows } = await q.query<{ member_id: string; spins: number; description: string }>(
    `SELECT member_id, spins, description FROM reward_awards WHERE id = $1`,
    [awardId],
  );
  const award = rows[0];
  if (!award) return { skip: skipText.gone };
  const to = await recipient(q, agentId, Number(award.member_id), 'rewards');
  if (!to) return { skip: skipText.unwanted };
  const title = `ได้รับสิทธิ์หมุนกงล้อฟรี ${award.spins} ครั้ง`;
  return {
    to,
    card: {
      altText: title,
      title,
      lines: [award.description],
      button: await buttonOf(q, agentId, { screen: 'wheel', label: 'หมุนกงล้อ' }),
    },
  };
};

/** The push a member's message makes now, or why it is not sent. */
export const resolveMemberMessage = (
  q: Queryable,
  agentId: number,
  op: MemberMessageOp,
): Promise<Resolved> => {
  switch (op.op) {
    case 'inbox':
      return resolveInbox(q, agentId, op.inboxId);
    case 'lotto_result':
      return resolveLottoResult(q, agentId, op.roundId, op.memberId);
    case 'award_spins':
      return resolveSpins(q, agentId, op.awardId);
  }
};
