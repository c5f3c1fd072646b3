// @vitest-environment screen
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositFilters } from '@admin-app/features/deposits/components/deposit-filters';
import { HistoryFilters } from '@admin-app/features/withdrawals/components/history-filters';
import '@admin-app/lib/dates';

afterEach(cleanup);

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe("the money lists' filter bar", () => {
  it('searches the deposits with the typed texts trimmed, a blank field left out', async () => {
    const onSearch = vi.fn();
    render(<DepositFilters onSearch={onSearch} />);
    type(screen.getByTestId('deposit-ref'), '  DP-123 ');
    type(screen.getByLabelText('สมาชิก (เบอร์หรือชื่อ)'), '   ');
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({ ref: 'DP-123' });
  });

  it('searches the withdrawal history by member and amount range; clearing empties the fields and asks for everything', async () => {
    const onSearch = vi.fn();
    render(<HistoryFilters onSearch={onSearch} />);
    type(screen.getByTestId('history-member'), ' 0812 ');
    const [min, max] = screen.getAllByRole('spinbutton');
    type(min!, '100');
    fireEvent.blur(min!);
    type(max!, '2500.50');
    fireEvent.blur(max!);
    fireEvent.click(screen.getByTestId('history-search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({
      member: '0812',
      min_amount: 100,
      max_amount: 2500.5,
    });

    fireEvent.click(screen.getByRole('button', { name: 'ล้าง' }));
    expect(onSearch.mock.calls[1]![0]).toEqual({});
    expect((screen.getByTestId('history-member') as HTMLInputElement).value).toBe('');
  });

  it('asks in Thai who decided, the automatic mode as ระบบ, and searches for what staff typed', async () => {
    const onSearch = vi.fn();
    render(<HistoryFilters onSearch={onSearch} />);
    const staff = screen.getByPlaceholderText('ชื่อผู้ใช้ หรือ ระบบ');
    expect(staff.getAttribute('placeholder')).not.toMatch(/[A-Za-z]/);
    type(staff, 'ระบบ');
    fireEvent.click(screen.getByTestId('history-search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({ staff: 'ระบบ' });
  });
});
