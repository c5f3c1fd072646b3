// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Wallet } from '@contract/wallet';
import { createQueryClient } from '@lib/query-client';
import { sumWalletBalances, useWalletsTotal } from '@features/wallet/hooks/use-wallets-total';
import { WalletSummary } from '@features/wallet/components/wallet-summary';
import { fakeServer } from './helpers/fake-server';

const wallet = (id: number, balance: number, type = 1): Wallet => ({
  id,
  wallet_name: `กระเป๋า ${id}`,
  balance,
  wallet_type_id: type,
});

const Total = () => {
  const total = useWalletsTotal();
  return <output>{total.data === undefined ? 'loading' : String(total.data)}</output>;
};

const renderWithQuery = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

afterEach(cleanup);

describe('wallet total', () => {
  it('sums balances exactly in satang (no float drift)', () => {
    expect(sumWalletBalances([wallet(1, 0.1), wallet(2, 0.2)])).toBe(30);
    expect(sumWalletBalances([wallet(1, 1250.5), wallet(2, 99.99, 2), wallet(3, 0, 3)])).toBe(135049);
    expect(sumWalletBalances([])).toBe(0);
  });

  it('useWalletsTotal answers the sum of the wallets the server returns', async () => {
    const server = fakeServer({
      'POST /api/member/wallets': () => ({ data: [wallet(1, 1000.25), wallet(2, 50.75, 2)] }),
    });
    renderWithQuery(<Total />);
    expect(await screen.findByText('105100')).toBeTruthy();
    expect(server.callsTo('POST /api/member/wallets')).toHaveLength(1);
  });

  it('the summary shows every wallet card and the total in THB', async () => {
    fakeServer({
      'POST /api/member/wallets': () => ({ data: [wallet(1, 1000.25), wallet(2, 50.75, 2)] }),
    });
    renderWithQuery(<WalletSummary />);
    expect(await screen.findAllByTestId('wallet-card')).toHaveLength(2);
    expect(screen.getByText('1,051.00')).toBeTruthy();
    expect(screen.getByText('1,000.25')).toBeTruthy();
  });
});
