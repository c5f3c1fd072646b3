import type { Wallet } from '@contract/wallet';

/** SPEC §4: the wallets offered for a launch are those with money in them, and always the main one (type 1). */
export const launchableWallets = (wallets: readonly Wallet[]) =>
  wallets.filter((wallet) => wallet.balance > 0 || wallet.wallet_type_id === 1);

/** The wallet to use without asking: the only one left, else none (the member picks). */
export const autoWallet = (wallets: readonly Wallet[]): number | null => {
  const offered = launchableWallets(wallets);
  return offered.length === 1 ? offered[0]!.id : null;
};

export const isMobileScreen = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 959px)').matches === true;
