import type { BillValidateBody, BillValidation } from '@contract/lotto';
import { errorCatalogue, type ErrorName } from '@contract/errors';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import type { SessionMember } from '@server/plugins/auth';
import { capBroken, checkLines, refuseNumber, stakesPerNumber, toValidatedLine } from './bill-check';
import { requireRound, isRoundOpen } from './rounds';
import { betSettings, restrictions } from './settings';
import { existingTotals } from './totals';
import { mainWallet } from './wallet';

const zero = { stake: 0, payout: 0, memberStake: 0 };

/**
 * Checks a whole bill without changing anything and names every refused line with its reason: bet type,
 * digits, amount, closed number, line limits, sold out (across members), exposure, the member's own limit per
 * number, the round's close, and the balance (lines past what the wallet covers, in bill order).
 */
export const validateBill = async (
  q: Queryable,
  member: SessionMember,
  body: BillValidateBody,
  now: Date,
): Promise<BillValidation> => {
  const round = await requireRound(q, body.round_id);
  const [settings, restricted, wallet] = [
    await betSettings(q, member.agentId, round.market_id),
    await restrictions(q, round.id),
    await mainWallet(q, member.id),
  ];
  const lines = checkLines(body.lines, settings, restricted);
  const balance = wallet?.balance ?? 0;
  let message = '';
  if (!isRoundOpen(round, now)) {
    const reason: ErrorName =
      now < round.open_at && round.status === 'open' ? 'LOTTO_ROUND_NOT_OPEN' : 'LOTTO_ROUND_CLOSED';
    for (const line of lines) line.reason ??= reason;
    message = errorCatalogue[reason].message;
  } else {
    const stakes = stakesPerNumber(lines, settings);
    const existing = await existingTotals(q, member.agentId, member.id, round.id, stakes);
    for (const entry of stakes) {
      const reason = capBroken(entry, existing.get(entry.key) ?? zero);
      if (reason) refuseNumber(lines, entry, reason);
    }
    let covered = 0;
    for (const line of lines) {
      if (line.reason || line.amount === null) continue;
      if (covered + line.amount > balance) line.reason = 'LOTTO_INSUFFICIENT_FUNDS';
      else covered += line.amount;
    }
    if (lines.some((line) => line.reason === 'LOTTO_INSUFFICIENT_FUNDS')) {
      message = errorCatalogue.LOTTO_INSUFFICIENT_FUNDS.message;
    }
  }
  const valid = lines.every((line) => line.reason === null);
  if (!valid && !message) message = errorCatalogue.LOTTO_BILL_REFUSED.message;
  return {
    round_id: round.id,
    valid,
    total: toBaht(lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)),
    balance: toBaht(balance),
    lines: lines.map(toValidatedLine),
    message,
  };
};
