import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { toSatang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { openMemberWallets, transfer } from '@server/ledger';
import { insertMember } from '@tests/server/helpers/test-app';

/** Credits a member's wallet from the house account 'adjustments' (how tests fund a member). */
export const credit = (db: Db, memberId: number, baht: number, walletTypeId = 1) =>
  transfer(autocommit(db), {
    key: `test-credit:${randomUUID()}`,
    from: { house: 'adjustments' },
    to: { member: memberId, walletTypeId },
    amount: toSatang(baht),
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });

/** A member with a live session and an open main wallet; its id is the main wallet's id as `walletId`. */
export const memberWithWallet = async (app: FastifyInstance) => {
  const member = await insertMember(app);
  await openMemberWallets(app.db, member.id);
  const { rows } = await app.db.query<{ id: number }>(
    `SELECT id FROM ledger_accounts WHERE member_id = $1 AND wallet_type_id = 1`,
    [member.id],
  );
  return { ...member, walletId: rows[0]!.id };
};

export const key = (label: string) => `${label}:${randomUUID()}`;
