import type { MoneyReport } from '@contract/admin/reports';

/** Excel opens a CSV as UTF-8 (and shows Thai) only when the file starts with a byte order mark. */
export const BOM = '\uFEFF';

const categoryNames: Record<string, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
  sport: 'กีฬา',
  lotto: 'หวย',
  other: 'อื่น ๆ',
};

const cell = (value: string | number) => {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const line = (cells: (string | number)[]) => cells.map(cell).join(',');

/** The report as CSV (CRLF lines, baht with two decimals), per day or per game category, with a total line. */
export const reportCsv = (report: MoneyReport, by: 'day' | 'category'): string => {
  const lines =
    by === 'day'
      ? [
          line(['วันที่', 'ยอดฝาก', 'ยอดถอน', 'ยอดเดิมพัน', 'ยอดชนะ', 'GGR', 'ต้นทุนโบนัส']),
          ...report.days.map((d) =>
            line([d.day, d.deposits, d.withdrawals, d.stakes, d.wins, d.ggr, d.bonus_cost]),
          ),
          line([
            'รวม',
            ...(['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost'] as const).map(
              (k) => report.total[k],
            ),
          ]),
        ]
      : [
          line(['ประเภทเกม', 'ยอดเดิมพัน', 'ยอดชนะ', 'GGR']),
          ...report.categories.map((c) =>
            line([categoryNames[c.category] ?? c.category, c.stakes, c.wins, c.ggr]),
          ),
          line(['รวม', report.total.stakes, report.total.wins, report.total.ggr]),
        ];
  return BOM + lines.join('\r\n') + '\r\n';
};
