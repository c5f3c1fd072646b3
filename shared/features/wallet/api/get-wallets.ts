import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wallet, type Wallet } from '@contract/wallet';
import { request } from '@lib/api';
import { memberMeta, walletKeys } from './keys';

/** POST /api/member/wallets: the member's wallets with their balances in baht. */
export const getWallets = () =>
  request<Wallet[]>(import.meta.env.DEV && z.array(wallet), { method: 'POST', url: '/api/member/wallets' });

export const walletsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.list(), queryFn: getWallets, meta: memberMeta, staleTime: 10_000 });

/** Pass `enabled: false` where the viewer may be a guest. */
export const useWalletsQuery = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...walletsQueryOptions(), enabled: options.enabled ?? true });
