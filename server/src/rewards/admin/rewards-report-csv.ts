import type { RewardFigures, RewardsReport } from '@contract/admin/rewards-report';
import { csvBaht as baht, toCsv } from '@contract/csv';

/** Thai names of the campaign kinds, for the CSV (the console has its own copy in its strings). */
const kindNames: Record<string, string> = {
  promotion: 'โปรโมชั่น',
  coupon: 'คูปอง',
  quest: 'ภารกิจ',
  wheel: 'กงล้อ',
  cashback: 'คืนยอดเทิร์นโอเวอร์',
  winloss: 'คืนยอดเสีย',
  points: 'แต้มสะสม',
  redeem: 'แลกของรางวัล',
};

const figures = (f: RewardFigures) => [
  f.awards,
  f.members,
  baht(f.amount),
  f.points,
  f.spins,
  f.freebets,
  baht(f.freebet_won),
  baht(f.deposit_basis),
  baht(f.member_deposits),
];

const HEAD = [
  'จำนวนรางวัล',
  'จำนวนสมาชิก',
  'เงินที่จ่าย',
  'แต้ม',
  'สิทธิ์หมุน',
  'ฟรีเบท',
  'เงินรางวัลจากฟรีเบท',
  'ยอดฝากที่ใช้รับโปร',
  'ยอดฝากของผู้รับ',
];

/**
 * The report as CSV (UTF-8 with BOM, CRLF, baht with two decimals): one line per campaign and day, then a total
 * line per day, per kind and the grand total (the server's own sums, the same as the page's).
 */
export const rewardsReportCsv = (report: RewardsReport): string => {
  const lines = [
    ['วันที่', 'แคมเปญ', 'ประเภท', ...HEAD],
    ...report.rows.map((r) => [r.day, r.name, kindNames[r.kind] ?? r.kind, ...figures(r)]),
    ...report.days.map((d) => [d.day, 'รวมรายวัน', '', ...figures(d)]),
    ...report.kinds.map((k) => ['รวมตามประเภท', '', kindNames[k.kind] ?? k.kind, ...figures(k)]),
    ['รวม', '', '', ...figures(report.total)],
  ];
  return toCsv(lines);
};
