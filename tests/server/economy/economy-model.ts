import { RULES, type Category } from './economy-rules';
import { DAY, bangkokDayOf, dayAfter, dayStartOf, mondayOf } from './economy-time';

/**
 * An independent model of the member economy, in plain TypeScript (nothing from the server): what each member
 * played, what of it counts, and every award the agent's rules (economy-rules.ts) justify from it.
 *
 * The rule it encodes: play counts toward turnover, cashback, win/loss, points, quests and commission only once the
 * member can no longer undo it. A game bet counts at its bet time (a rolled-back one never). A lotto bill counts
 * once its round has closed (the round's close time has passed by the business clock), dated at that close time
 * for the Bangkok day and week it belongs to; a cancelled bill never counts; toward a turnover requirement it counts
 * when placed after the requirement started. A bill's win counts once it is settled. One open turnover requirement
 * at a time: an award carrying turnover is refused while one is open. A self-excluded member gets no award; the
 * commission of an excluded referrer is held.
 */

export type Play = { m: number; wallet: number; category: Category; stake: number; win: number; at: number };
export type Bill = {
  id: number;
  m: number;
  round: number;
  lines: { digit: string; satang: number }[];
  total: number;
  placedAt: number;
  status: 'pending' | 'cancelled' | 'won' | 'lost';
  payout: number;
  settledAt: number | null;
};
export type Round = { id: number; closeAt: number; settledAt: number | null };
export type Requirement = {
  period: string;
  m: number;
  wallet: number;
  required: number;
  categories: readonly string[];
  startedAt: number;
  status: 'active' | 'met' | 'void';
};
type AwardKind = 'promotion' | 'coupon' | 'quest' | 'wheel' | 'cashback' | 'winloss' | 'points' | 'redeem';
/** `period` is null where the server picks it (a spin's or a redemption's id). */
export type Award = { kind: AwardKind; m: number; period: string | null; amount: number; points: number };
export type Entitlement = {
  m: number;
  week: string;
  amount: number;
  opensAt: number;
  closesAt: number;
  claimed: boolean;
};

export type MemberState = {
  referrer: number | null;
  excludedAt: number | null;
  deposits: { id: number; amount: number; used: boolean }[];
  deposited: number;
  withdrawn: number;
  pendingWithdrawal: boolean;
  points: number;
  /** Commission credited to the affiliate wallet, in total and not yet redeemed; and what was held. */
  affiliateCredited: number;
  affiliateBalance: number;
  affiliateHeld: number;
  pollPaid: number;
  /** Codes redeemed, quest days claimed, the poll choice and the Bangkok days voted. */
  coupons: Set<string>;
  questDays: Set<string>;
  voteChoice: number | null;
  voteDays: Set<string>;
};

const floorBp = (satang: number, bp: number) => Math.floor((satang * bp) / 10_000);

export class EconomyModel {
  members: MemberState[];
  plays: Play[] = [];
  bills: Bill[] = [];
  rounds: Round[] = [];
  requirements: Requirement[] = [];
  awards: Award[] = [];
  entitlements: Entitlement[] = [];
  /** Job periods already run (`day:2026-12-06`, `week:2026-11-30`): each at the first tick after it ends. */
  ran = new Set<string>();
  pollAnswered = false;

  constructor(
    referrers: (number | null)[],
    readonly lotto: { rateX100: number; cancelWindowMs: number },
  ) {
    this.members = referrers.map((referrer) => ({
      referrer,
      excludedAt: null,
      deposits: [],
      deposited: 0,
      withdrawn: 0,
      pendingWithdrawal: false,
      points: 0,
      affiliateCredited: 0,
      affiliateBalance: 0,
      affiliateHeld: 0,
      pollPaid: 0,
      coupons: new Set(),
      questDays: new Set(),
      voteChoice: null,
      voteDays: new Set(),
    }));
  }

  excluded(m: number, now: number) {
    const at = this.members[m]!.excludedAt;
    return at !== null && at <= now;
  }

  roundOf(bill: Bill) {
    return this.rounds[bill.round]!;
  }

  /** Bills that count by `now`: not cancelled, their round closed. */
  private countedBills(now: number) {
    return this.bills.filter((b) => b.status !== 'cancelled' && this.roundOf(b).closeAt <= now);
  }

  /** Stakes and wins per category of member `m` counted in [start, end) as known at `now`. */
  played(m: number, start: number, end: number, now: number) {
    const totals = new Map<string, { stake: number; win: number }>();
    const add = (category: string, stake: number, win: number) => {
      const t = totals.get(category) ?? { stake: 0, win: 0 };
      totals.set(category, { stake: t.stake + stake, win: t.win + win });
    };
    for (const p of this.plays)
      if (p.m === m && p.at >= start && p.at < end && p.at <= now) add(p.category, p.stake, p.win);
    for (const b of this.countedBills(now)) {
      const at = this.roundOf(b).closeAt;
      if (b.m !== m || at < start || at >= end) continue;
      add('lotto', b.total, b.settledAt !== null && b.settledAt <= now ? b.payout : 0);
    }
    return totals;
  }

  // ---- turnover ----

  progress(r: Requirement, now: number) {
    let staked = 0;
    for (const p of this.plays)
      if (p.m === r.m && p.wallet === r.wallet && r.categories.includes(p.category) && p.at >= r.startedAt)
        staked += p.stake;
    if (r.wallet === 1 && r.categories.includes('lotto'))
      for (const b of this.countedBills(now)) if (b.m === r.m && b.placedAt >= r.startedAt) staked += b.total;
    return staked;
  }

  /**
   * What a read of the member's requirements does: met ones close, then those whose wallet holds under 1 baht
   * with no bet still open from it (a pending bill may yet pay it back) are void. `balances` are the wallets now.
   */
  close(m: number, now: number, balances: Map<number, number>) {
    for (const r of this.requirements) {
      if (r.m !== m || r.status !== 'active') continue;
      const openBill = this.bills.some((b) => b.m === m && b.status === 'pending' && r.wallet === 1);
      if (this.progress(r, now) >= r.required) r.status = 'met';
      else if ((balances.get(r.wallet) ?? 0) < 100 && !openBill) r.status = 'void';
    }
  }

  open(m: number, now: number) {
    return this.requirements
      .filter((r) => r.m === m && r.status === 'active')
      .map((r) => ({ wallet: r.wallet, required: r.required, progress: this.progress(r, now) }));
  }

  owed(m: number, wallet: number, now: number) {
    return this.open(m, now)
      .filter((r) => r.wallet === wallet)
      .reduce((sum, r) => sum + r.required - r.progress, 0);
  }

  // ---- the jobs, at a tick of the business clock ----

  tick(now: number) {
    const yesterday = dayAfter(bangkokDayOf(now), -1);
    const lastWeek = dayAfter(mondayOf(now), -7);
    if (!this.ran.has(`day:${yesterday}`)) {
      this.ran.add(`day:${yesterday}`);
      this.dayJobs(yesterday, now);
    }
    if (!this.ran.has(`week:${lastWeek}`)) {
      this.ran.add(`week:${lastWeek}`);
      this.weekJob(lastWeek, now);
    }
  }

  private dayJobs(day: string, now: number) {
    const start = dayStartOf(day);
    const end = dayStartOf(dayAfter(day, 1));
    const commission = new Map<string, { referrer: number; units: number }>();
    for (const [m, member] of this.members.entries()) {
      const played = this.played(m, start, end, now);
      // Cashback: per category floor(stake x rate), nothing under the minimum.
      let cashback = 0;
      for (const [category, t] of played) cashback += floorBp(t.stake, RULES.cashback.rates[category] ?? 0);
      if (cashback > 0 && cashback >= RULES.cashback.min && !this.excluded(m, now))
        this.awards.push({ kind: 'cashback', m, period: day, amount: cashback, points: 0 });
      // Points: whole steps of the day's stake in the counted categories.
      let staked = 0;
      for (const [category, t] of played) if (RULES.points.categories.includes(category)) staked += t.stake;
      const points = Math.floor(staked / RULES.points.perSatang) * RULES.points.points;
      if (points > 0 && !this.excluded(m, now)) {
        this.awards.push({ kind: 'points', m, period: day, amount: 0, points });
        member.points += points;
      }
      // Commission to the referrer (level 1) and theirs (level 2), summed exactly and floored per referrer.
      const level1 = member.referrer;
      const level2 = level1 === null ? null : this.members[level1]!.referrer;
      for (const [category, t] of played) {
        const rate = RULES.affiliate.rates[category];
        if (!rate) continue;
        for (const [level, referrer] of [level1, level2].entries()) {
          if (referrer === null) continue;
          const key = `${referrer}:${level + 1}`;
          const sum = commission.get(key) ?? { referrer, units: 0 };
          commission.set(key, { referrer, units: sum.units + t.stake * rate[level]! });
        }
      }
    }
    for (const { referrer, units } of commission.values()) {
      const amount = Math.floor(units / 10_000);
      if (amount <= 0) continue;
      const member = this.members[referrer]!;
      if (this.excluded(referrer, now)) member.affiliateHeld += amount;
      else {
        member.affiliateCredited += amount;
        member.affiliateBalance += amount;
      }
    }
  }

  private weekJob(week: string, now: number) {
    const start = dayStartOf(week);
    const end = dayStartOf(dayAfter(week, 7));
    for (const m of this.members.keys()) {
      let loss = 0;
      for (const [category, t] of this.played(m, start, end, now))
        if (RULES.winloss.categories.includes(category)) loss += t.stake - t.win;
      if (loss <= 0 || loss < RULES.winloss.minLoss) continue;
      const amount = floorBp(loss, RULES.winloss.bp);
      if (amount > 0)
        this.entitlements.push({
          m,
          week,
          amount,
          opensAt: end,
          closesAt: end + RULES.winloss.claimDays * DAY,
          claimed: false,
        });
    }
  }

  // ---- what the member does ----

  /** A bill's outcome from the draw's last three digits of the first prize (run top: the digit among them). */
  settle(roundIndex: number, top3: string, now: number) {
    const round = this.rounds[roundIndex]!;
    round.settledAt = now;
    for (const b of this.bills) {
      if (b.round !== roundIndex || b.status !== 'pending') continue;
      b.payout = b.lines
        .filter((l) => top3.includes(l.digit))
        .reduce((sum, l) => sum + Math.floor((l.satang * this.lotto.rateX100) / 100), 0);
      b.status = b.payout > 0 ? 'won' : 'lost';
      b.settledAt = now;
    }
  }

  mayCancel(bill: Bill, now: number) {
    const round = this.roundOf(bill);
    return (
      bill.status === 'pending' && now < Math.min(bill.placedAt + this.lotto.cancelWindowMs, round.closeAt)
    );
  }

  /** Money each member's wallets may hold: deposits + game result + money awards - withdrawals. */
  justified(m: number) {
    const member = this.members[m]!;
    let game = 0;
    for (const p of this.plays) if (p.m === m) game += p.win - p.stake;
    for (const b of this.bills) if (b.m === m && b.status !== 'cancelled') game += b.payout - b.total;
    const awards = this.awards.filter((a) => a.m === m).reduce((sum, a) => sum + a.amount, 0);
    return member.deposited + game + awards + member.affiliateCredited + member.pollPaid - member.withdrawn;
  }

  addRequirement(r: Omit<Requirement, 'status'>) {
    this.requirements.push({ ...r, status: 'active' });
  }

  hasOpen(m: number) {
    return this.requirements.some((r) => r.m === m && r.status === 'active');
  }
}
