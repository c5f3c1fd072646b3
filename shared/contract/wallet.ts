import { z } from 'zod';
import { cursorParam } from './pagination';

/** Wallet types: 1 main (cash), 2 promotion (bonus with a turnover condition), 3 free credit. */
export const WALLET_TYPE = { main: 1, promotion: 2, freeCredit: 3 } as const;

export const wallet = z.object({
  id: z.number().int(),
  wallet_name: z.string(),
  /** Baht, at most two decimals. */
  balance: z.number(),
  wallet_type_id: z.number().int(),
});
export type Wallet = z.infer<typeof wallet>;

export const pointsAnswer = z.object({ point: z.number().int() });

const statementType = z.enum(['all', 'deposit', 'withdraw', 'bet', 'win', 'bonus', 'adjustment', 'refund']);
export type StatementType = z.infer<typeof statementType>;

export const statementQuery = z.object({
  type: statementType.optional(),
  /** YYYY-MM-DD, Asia/Bangkok days, inclusive. */
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  wallet_id: z.coerce.number().int().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const statementLine = z.object({
  id: z.number().int(),
  type: statementType.exclude(['all']),
  /** Thai description for the member. */
  description: z.string(),
  /** Signed baht: positive money in, negative money out. */
  amount: z.number(),
  balance_after: z.number(),
  wallet_id: z.number().int(),
  wallet_name: z.string(),
  /** pending, done, refused, cancelled: deposits and withdrawals have a life; other lines are done. */
  status: z.enum(['pending', 'done', 'refused', 'cancelled']),
  created_at: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementAnswer = z.object({
  items: z.array(statementLine),
  next_cursor: z.string().nullable(),
});
