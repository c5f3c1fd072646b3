import { satang, type Satang } from '@contract/money';
import { WALLET_TYPE } from '@contract/wallet';
import type { Db, Queryable } from '@server/db/db';
import { hold, memberWallets, postHold, transfer, voidHold } from '@server/ledger';

/**
 * Everything payments ask of the ledger, in one place. Deposits come from the house account 'deposits' (money
 * that arrived at the agent's accounts); withdrawals are held from the main wallet towards 'withdrawals'.
 */
export const creditDeposit = async (
  db: Db,
  q: Queryable,
  input: {
    key: string;
    memberId: number;
    amount: Satang;
    description: string;
    meta: Record<string, unknown>;
  },
) =>
  transfer(
    db,
    {
      key: input.key,
      from: { house: 'deposits' },
      to: { member: input.memberId, walletTypeId: WALLET_TYPE.main },
      amount: input.amount,
      kind: 'deposit',
      description: input.description,
      meta: input.meta,
    },
    q,
  );

export const holdWithdrawal = async (
  db: Db,
  q: Queryable,
  input: { memberId: number; requestId: string; amount: Satang; bank: string; withdrawalId: number },
): Promise<string> => {
  const result = await hold(
    db,
    {
      key: `withdraw:${input.memberId}:${input.requestId}`,
      from: { member: input.memberId, walletTypeId: WALLET_TYPE.main },
      to: { house: 'withdrawals' },
      amount: input.amount,
      kind: 'withdraw',
      description: `ถอนเงินเข้าบัญชี ${input.bank}`,
      meta: { withdrawal_id: input.withdrawalId, request_id: input.requestId },
    },
    q,
  );
  return String(result.holdId);
};

export const settleWithdrawal = async (
  db: Db,
  q: Queryable,
  input: { withdrawalId: number; holdId: string; approve: boolean },
) => {
  const holdId = Number(input.holdId);
  const meta = { withdrawal_id: input.withdrawalId };
  if (input.approve) await postHold(db, { key: `withdraw:approve:${input.withdrawalId}`, holdId, meta }, q);
  // `refused` makes the member's statement show the withdrawal as refused rather than cancelled.
  else
    await voidHold(
      db,
      { key: `withdraw:refuse:${input.withdrawalId}`, holdId, meta: { ...meta, refused: true } },
      q,
    );
};

/** What the member may withdraw: the main wallet, if the ledger lets it leave (turnover met, type withdrawable). */
export const withdrawableBalance = async (q: Queryable, memberId: number): Promise<Satang> => {
  const wallets = await memberWallets(q, memberId);
  const main = wallets.find((wallet) => wallet.walletTypeId === WALLET_TYPE.main);
  return main && main.withdrawable ? main.balance : satang(0);
};
