import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@contract/wallet';
import { type Satang, satang, toSatang } from '@contract/money';
import { walletsQueryOptions } from '@features/wallet/api/get-wallets';

/** The sum of all balances in integer satang: adding baht floats would drift (0.1 + 0.2). */
export const sumWalletBalances = (wallets: readonly Wallet[]): Satang =>
  satang(wallets.reduce((total, wallet) => total + toSatang(wallet.balance), 0));

/** The member panel's total: `data` is satang (show it with `formatBaht(total, { satang: true })`). */
export const useWalletsTotal = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...walletsQueryOptions(), select: sumWalletBalances, enabled: options.enabled ?? true });
