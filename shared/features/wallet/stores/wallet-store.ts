import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The wallet chosen for the next game launch; SPEC §3 keeps wallet state in sessionStorage (`wallet`). */
type WalletState = { selectedWalletId: number | null };

const useWalletStore = create<WalletState>()(
  persist((): WalletState => ({ selectedWalletId: null }), {
    name: 'wallet',
    version: 1,
    storage: createJSONStorage(() => sessionStorage),
  }),
);

export const walletChosen = (id: number) => useWalletStore.setState({ selectedWalletId: id });

export const walletCleared = () => useWalletStore.setState({ selectedWalletId: null });

/** For launch logic outside React. */
export const getSelectedWallet = () => useWalletStore.getState().selectedWalletId;
