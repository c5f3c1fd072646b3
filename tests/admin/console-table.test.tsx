// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositFilters } from '@admin-app/features/deposits/components/deposit-filters';
import { Table } from '@admin-app/ui/table';
import { screenWidth } from './helpers/screen-width';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  restore = undefined;
});

type Row = { id: number; phone: string; amount: string };
const columns = [
  { title: 'เบอร์', dataIndex: 'phone' },
  { title: 'ยอด', dataIndex: 'amount' },
];
const content = () => document.querySelector<HTMLElement>('.ant-table-content')!;

describe("the console's table", () => {
  it('scrolls sideways inside itself, so a phone sees every column instead of a page pushed off screen', () => {
    render(
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={[{ id: 1, phone: '0891234567', amount: '300.00 บาท' }]}
      />,
    );
    expect(content().style.overflowX).toBe('auto');
    expect(screen.getByRole('table').closest('.console-table')).toBeTruthy();
  });

  it("keeps a table's own scroll settings and adds the sideways scroll to them", () => {
    render(<Table<Row> rowKey="id" columns={columns} dataSource={[]} scroll={{ y: 300 }} />);
    const body = document.querySelector<HTMLElement>('.ant-table-body')!;
    expect(body.style.maxHeight).toBe('300px');
    expect(body.style.overflowX).toBe('auto');
  });

  it('says a list is empty only once it has loaded', () => {
    const { rerender } = render(
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={[]}
        loading
        locale={{ emptyText: 'ไม่มีรายการ' }}
      />,
    );
    expect(screen.queryByText('ไม่มีรายการ')).toBeNull();
    rerender(
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={[]}
        loading={false}
        locale={{ emptyText: 'ไม่มีรายการ' }}
      />,
    );
    expect(screen.getByText('ไม่มีรายการ')).toBeTruthy();
  });
});

describe('a filter form', () => {
  it('stacks its fields with the label above each on a phone (a date range beside its label overflowed 390 px)', () => {
    restore = screenWidth(390);
    render(<DepositFilters onSearch={() => undefined} />);
    expect(document.querySelector('form')!.className).toContain('ant-form-vertical');
  });

  it('keeps its fields side by side on a desktop', () => {
    restore = screenWidth(1280);
    render(<DepositFilters onSearch={() => undefined} />);
    expect(document.querySelector('form')!.className).toContain('ant-form-inline');
  });
});
