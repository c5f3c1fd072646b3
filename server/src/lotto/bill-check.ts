import { errorCatalogue, type ErrorName } from '@contract/errors';
import { betTypeDigits, type BetType, type BillLineInput, type ValidatedLine } from '@contract/lotto';
import { toBaht, toSatang } from '@contract/money';
import type { BetSetting, Restriction } from './settings';
import { rateOf } from './settings';

/** A bill line after checking: the satang amount, the rate it would be frozen at, and why it is refused. */
export type CheckedLine = {
  lineNo: number;
  betType: BetType;
  number: string;
  /** Null when the amount is not a valid baht amount. */
  amount: number | null;
  rateX100: number;
  payout: number;
  reason: ErrorName | null;
};

/** Lines of one bet type and number added up: the unit every cap applies to. */
export type NumberStake = {
  key: string;
  betType: BetType;
  number: string;
  stake: number;
  payout: number;
  setting: BetSetting;
  lineNos: number[];
};

export const keyOf = (betType: string, number: string) => `${betType}:${number}`;

/** Potential payout in satang: amount x rate / 100 in integers (BigInt: the product can pass 2^53). */
export const payoutOf = (amount: number, rateX100: number) =>
  Number((BigInt(amount) * BigInt(rateX100)) / 100n);

const amountOf = (baht: number): number | null => {
  try {
    const amount = toSatang(baht);
    return amount > 0 ? amount : null;
  } catch {
    return null;
  }
};

/** Three equal digits (000 .. 999): one permutation, so a tote on it wins only on the exact number. */
const isTriple = (number: string) => /^([0-9])\1\1$/.test(number);

/**
 * The checks of each line on its own: bet type taken, digits, amount, restricted number, a tote on a triple
 * (refused unless the market allows it), line limits.
 */
export const checkLines = (
  lines: BillLineInput[],
  settings: BetSetting[],
  restricted: Restriction[],
): CheckedLine[] => {
  const settingOf = new Map(settings.map((s) => [s.bet_type, s]));
  const restrictionOf = new Map(restricted.map((r) => [keyOf(r.bet_type, r.number), r]));
  return lines.map((line, index) => {
    const setting = settingOf.get(line.bet_type);
    const amount = amountOf(line.amount);
    const restriction = restrictionOf.get(keyOf(line.bet_type, line.number));
    const rateX100 = restriction?.mode === 'reduced' ? restriction.rate_x100! : (setting?.rate_x100 ?? 0);
    const reason = ((): ErrorName | null => {
      if (!setting) return 'LOTTO_BET_TYPE_CLOSED';
      if (!/^[0-9]+$/.test(line.number) || line.number.length !== betTypeDigits[line.bet_type]) {
        return 'LOTTO_NUMBER_INVALID';
      }
      if (amount === null) return 'LOTTO_AMOUNT_INVALID';
      if (restriction?.mode === 'closed') return 'LOTTO_NUMBER_CLOSED';
      if (line.bet_type === 'three_tote' && isTriple(line.number) && !setting.tote_triples_allowed) {
        return 'LOTTO_TOTE_TRIPLE';
      }
      if (amount < setting.min_per_line) return 'LOTTO_BELOW_MIN';
      if (amount > setting.max_per_line) return 'LOTTO_ABOVE_MAX';
      return null;
    })();
    return {
      lineNo: index + 1,
      betType: line.bet_type,
      number: line.number,
      amount,
      rateX100,
      payout: amount === null || rateX100 === 0 ? 0 : payoutOf(amount, rateX100),
      reason,
    };
  });
};

/** Accepted lines added up per bet type and number, sorted (the order every lock is taken in). */
export const stakesPerNumber = (lines: CheckedLine[], settings: BetSetting[]): NumberStake[] => {
  const settingOf = new Map(settings.map((s) => [s.bet_type, s]));
  const byKey = new Map<string, NumberStake>();
  for (const line of lines) {
    if (line.reason || line.amount === null) continue;
    const key = keyOf(line.betType, line.number);
    const entry = byKey.get(key) ?? {
      key,
      betType: line.betType,
      number: line.number,
      stake: 0,
      payout: 0,
      setting: settingOf.get(line.betType)!,
      lineNos: [],
    };
    entry.stake += line.amount;
    entry.payout += line.payout;
    entry.lineNos.push(line.lineNo);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
};

/** Totals already on a number: across members (stake, payout) and this member's stake. */
export type Existing = { stake: number; payout: number; memberStake: number };

/** The cap a number's stake would break with `existing` already on it, or null. */
export const capBroken = (entry: NumberStake, existing: Existing): ErrorName | null => {
  const { cap_per_number: cap, exposure_cap: exposure, max_per_member_number: perMember } = entry.setting;
  if (cap !== null && existing.stake + entry.stake > cap) return 'LOTTO_NUMBER_SOLD_OUT';
  if (exposure !== null && existing.payout + entry.payout > exposure) return 'LOTTO_NUMBER_EXPOSURE_FULL';
  if (perMember !== null && existing.memberStake + entry.stake > perMember)
    return 'LOTTO_MEMBER_NUMBER_LIMIT';
  return null;
};

/** Marks every line of a number with the reason its number was refused (only lines not refused already). */
export const refuseNumber = (lines: CheckedLine[], entry: NumberStake, reason: ErrorName) => {
  for (const line of lines) if (entry.lineNos.includes(line.lineNo) && !line.reason) line.reason = reason;
};

export const toValidatedLine = (line: CheckedLine): ValidatedLine => ({
  line_no: line.lineNo,
  bet_type: line.betType,
  number: line.number,
  amount: line.amount === null ? 0 : toBaht(line.amount),
  rate: rateOf(line.rateX100),
  potential_payout: toBaht(line.payout),
  ok: line.reason === null,
  reason_code: line.reason ? errorCatalogue[line.reason].code : 0,
  reason: line.reason ? errorCatalogue[line.reason].message : '',
});

/** The refused lines, as the data of a LOTTO_BILL_REFUSED answer. */
export const refusedLines = (lines: CheckedLine[]) => ({
  lines: lines.filter((line) => line.reason).map(toValidatedLine),
});

/** "รายการที่ 3 (2 ตัวบน 45): เลขนี้เต็มแล้ว ..." : the first refused line, named in the refusal's message. */
export const refusalMessage = (lines: CheckedLine[], names: Record<BetType, string>): string => {
  const first = lines.find((line) => line.reason);
  if (!first || !first.reason) return errorCatalogue.LOTTO_BILL_REFUSED.message;
  const others = lines.filter((line) => line.reason).length - 1;
  const more = others > 0 ? ` และอีก ${others} รายการ` : '';
  return `รายการที่ ${first.lineNo} (${names[first.betType]} ${first.number}): ${errorCatalogue[first.reason].message}${more}`;
};
