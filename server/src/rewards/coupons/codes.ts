import { randomInt } from 'node:crypto';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { normalCode } from './redeem';

/** No 0/O or 1/I: codes are read off screens and typed by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (prefix: string, length: number) =>
  prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export type CodeBatch = {
  /** N random single-use (or `maxUses`) codes ... */
  count?: number;
  prefix?: string;
  /** ... or one code typed by staff (a shared multi-use code). */
  code?: string;
  maxUses: number;
  expiresAt: Date | null;
};

export type CouponCode = {
  id: number;
  code: string;
  maxUses: number;
  usedCount: number;
  expiresAt: Date | null;
  batch: string;
  createdAt: Date;
};

type CodeRow = {
  id: string;
  code: string;
  max_uses: number;
  used_count: number;
  expires_at: Date | null;
  batch: string;
  created_at: Date;
};
const codeOf = (r: CodeRow): CouponCode => ({
  id: Number(r.id),
  code: r.code,
  maxUses: r.max_uses,
  usedCount: r.used_count,
  expiresAt: r.expires_at,
  batch: r.batch,
  createdAt: r.created_at,
});

/**
 * Generates a batch of codes for a coupon campaign: `count` random codes (12 characters of 32 after the prefix:
 * 60 bits, far past guessing at 5 tries per 15 minutes), or the one code given. A random code that collides is
 * drawn again (ON CONFLICT skips it; the loop tops up); a typed code that exists is refused.
 */
export const generateCodes = async (
  q: Queryable,
  input: { agentId: number; campaignId: number; staffId: number | null; batch: string } & CodeBatch,
): Promise<CouponCode[]> => {
  const insert = async (codes: string[]) =>
    (
      await q.query<CodeRow>(
        `INSERT INTO coupon_codes (agent_id, campaign_id, code, max_uses, expires_at, batch, created_by)
         SELECT $1, $2, c, $4, $5, $6, $7 FROM unnest($3::text[]) AS c
         ON CONFLICT (agent_id, code) DO NOTHING
         RETURNING id, code, max_uses, used_count, expires_at, batch, created_at`,
        [input.agentId, input.campaignId, codes, input.maxUses, input.expiresAt, input.batch, input.staffId],
      )
    ).rows.map(codeOf);
  if (input.code !== undefined) {
    const code = normalCode(input.code);
    if (!/^[A-Z0-9-]{4,32}$/.test(code)) fail('INVALID_INPUT');
    const made = await insert([code]);
    return made.length === 1 ? made : fail('COUPON_CODE_EXISTS');
  }
  const prefix = normalCode(input.prefix ?? '').slice(0, 8);
  const made: CouponCode[] = [];
  for (let round = 0; made.length < (input.count ?? 0) && round < 5; round += 1) {
    const wanted = (input.count ?? 0) - made.length;
    made.push(...(await insert(Array.from({ length: wanted }, () => randomCode(prefix, 12)))));
  }
  return made;
};

/** A coupon campaign's codes, newest first, with their uses (for the back office and its CSV export). */
export const campaignCodes = async (
  q: Queryable,
  agentId: number,
  campaignId: number,
): Promise<CouponCode[]> => {
  const { rows } = await q.query<CodeRow>(
    `SELECT id, code, max_uses, used_count, expires_at, batch, created_at FROM coupon_codes
      WHERE agent_id = $1 AND campaign_id = $2 ORDER BY id DESC LIMIT 5000`,
    [agentId, campaignId],
  );
  return rows.map(codeOf);
};

/** Who redeemed a coupon campaign's codes, newest first. */
export const campaignUses = async (q: Queryable, campaignId: number) => {
  const { rows } = await q.query<{
    id: string;
    member_id: string;
    username: string;
    period_key: string;
    amount: string;
    points: number;
    spins: number;
    created_at: Date;
  }>(
    `SELECT a.id, a.member_id, m.username, a.period_key, a.amount, a.points, a.spins, a.created_at
       FROM reward_awards a JOIN members m ON m.id = a.member_id
      WHERE a.campaign_id = $1 ORDER BY a.id DESC LIMIT 500`,
    [campaignId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    username: r.username,
    code: r.period_key.replace(/^code:/, ''),
    amount: Number(r.amount),
    points: r.points,
    spins: r.spins,
    createdAt: r.created_at,
  }));
};
