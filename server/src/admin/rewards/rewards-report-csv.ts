import type { RewardFigures, RewardsReport } from '@contract/admin/rewards-report';
import { BOM } from '../reports/report-csv';

/** Thai names of the campaign kinds, for the CSV (the console has its own copy in its strings). */
export const kindNames: Record<string, string> = {
  promotion: 'โปรโมชั่น',
  coupon: 'คูปอง',
  quest: 'ภารกิจ',
  wheel: 'กงล้อ',
  cashback: 'คืนยอดเทิร์นโอเวอร์',
  winloss: 'คืนยอดเสีย',
  points: 'แต้มสะสม',
  redeem: 'แลกของรางวัล',
};

const cell = (value: string | number) => {
  const text = String(value);
  // A name typed by staff could start with = + - @: Excel would run it as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const line = (cells: (string | number)[]) => cells.map(cell).join(',');
const baht = (value: number) => value.toFixed(2);
const figures = (f: RewardFigures) => [
  f.awards,
  f.members,
  baht(f.amount),
  f.points,
  f.spins,
  baht(f.deposit_basis),
  baht(f.member_deposits),
];

const HEAD = ['จำนวนรางวัล', 'จำนวนสมาชิก', 'เงินที่จ่าย', 'แต้ม', 'สิทธิ์หมุน', 'ยอดฝากที่ใช้รับโปร', 'ยอดฝากของผู้รับ'];

/**
 * The report as CSV (UTF-8 with BOM, CRLF, baht with two decimals): one line per campaign and day, then a total
 * line per day, per kind and the grand total (the server's own sums, the same as the page's).
 */
export const rewardsReportCsv = (report: RewardsReport): string => {
  const lines = [
    line(['วันที่', 'แคมเปญ', 'ประเภท', ...HEAD]),
    ...report.rows.map((r) => line([r.day, r.name, kindNames[r.kind] ?? r.kind, ...figures(r)])),
    ...report.days.map((d) => line([d.day, 'รวมรายวัน', '', ...figures(d)])),
    ...report.kinds.map((k) => line(['รวมตามประเภท', '', kindNames[k.kind] ?? k.kind, ...figures(k)])),
    line(['รวม', '', '', ...figures(report.total)]),
  ];
  return BOM + lines.join('\r\n') + '\r\n';
};
