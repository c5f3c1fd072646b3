import type { MoneyReport } from '@contract/admin/reports';
import { csvBaht, toCsv, type CsvValue } from '@contract/csv';
import type { MemberFigures } from './money-figures';

const categoryNames: Record<string, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
  sport: 'กีฬา',
  lotto: 'หวย',
  other: 'อื่น ๆ',
};

/** Every number of this report is baht. */
const line = (cells: (string | number)[]): CsvValue[] =>
  cells.map((c) => (typeof c === 'number' ? csvBaht(c) : c));

/** The report as CSV (CRLF lines, baht with two decimals), per day or per game category, with a total line. */
export const reportCsv = (report: MoneyReport, by: 'day' | 'category'): string => {
  const lines =
    by === 'day'
      ? [
          line(['วันที่', 'ยอดฝาก', 'ยอดถอน', 'ยอดเดิมพัน', 'ยอดชนะ', 'GGR', 'ต้นทุนโบนัส', 'ปรับยอดโดยแอดมิน']),
          ...report.days.map((d) =>
            line([d.day, d.deposits, d.withdrawals, d.stakes, d.wins, d.ggr, d.bonus_cost, d.adjustments]),
          ),
          line([
            'รวม',
            ...(
              ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost', 'adjustments'] as const
            ).map((k) => report.total[k]),
          ]),
        ]
      : [
          line(['ประเภทเกม', 'ยอดเดิมพัน', 'ยอดชนะ', 'GGR']),
          ...report.categories.map((c) =>
            line([categoryNames[c.category] ?? c.category, c.stakes, c.wins, c.ggr]),
          ),
          line(['รวม', report.total.stakes, report.total.wins, report.total.ggr]),
        ];
  return toCsv(lines);
};

const FIGURES = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost', 'adjustments'] as const;

/** Per member (phone, name, then the day CSV's figures), with a total line equal to the report's. */
export const memberReportCsv = (members: MemberFigures[], total: MoneyReport['total']): string =>
  toCsv([
    line([
      'เบอร์โทร',
      'ชื่อสมาชิก',
      'ยอดฝาก',
      'ยอดถอน',
      'ยอดเดิมพัน',
      'ยอดชนะ',
      'GGR',
      'ต้นทุนโบนัส',
      'ปรับยอดโดยแอดมิน',
    ]),
    ...members.map((m) => line([m.phone, m.full_name, ...FIGURES.map((k) => m.figures[k])])),
    line(['รวม', '', ...FIGURES.map((k) => total[k])]),
  ]);
