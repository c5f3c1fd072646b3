// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoneyReport } from '@contract/admin/reports';
import { DayTable } from '@admin-app/features/reports/components/report-tables';

afterEach(cleanup);

const figures = {
  deposits: 1000,
  withdrawals: 300,
  stakes: 840,
  wins: 960,
  ggr: -120,
  bonus_cost: 0,
  adjustments: 0,
};
const report: MoneyReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    { day: '2026-11-01', ...figures },
    { day: '2026-11-02', ...figures },
  ],
  categories: [],
  total: figures,
};

describe("the money report's days", () => {
  it('gives every column its width and scrolls sideways at their sum: at 390 px a day split a word a line', () => {
    render(<DayTable report={report} />);
    expect(screen.getAllByText('ยอดเดิมพัน').length).toBeGreaterThan(0);
    // The fixed header is a table of its own (scroll y): its columns are the body's.
    const header = screen.getAllByRole('table')[0]!;
    const widths = [...header.querySelectorAll<HTMLTableColElement>('colgroup col')]
      .map((col) => parseInt(col.style.width, 10))
      .filter((width) => !Number.isNaN(width));
    expect(widths).toHaveLength(8);
    expect(widths[0]).toBeGreaterThanOrEqual(120);
    expect(parseInt(header.style.width, 10)).toBeGreaterThanOrEqual(widths.reduce((sum, w) => sum + w, 0));
  });
});
