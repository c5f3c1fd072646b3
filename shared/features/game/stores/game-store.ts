import { create } from 'zustand';

/** SPEC §3 "Selected game". Ids are the catalogue's strings, sent as they are to the launch calls. */
export type SelectedGame = {
  game_id: string;
  provider_id: string;
  sub_provider_id: string;
  source: string;
  is_demo: boolean;
  /** For the sheet's title bar. */
  name?: string;
};

type GameState = {
  selectedGame: SelectedGame | null;
  walletId: number | null;
  link: string | null;
  fullScreen: boolean;
};

const initial: GameState = { selectedGame: null, walletId: null, link: null, fullScreen: false };

// Client state only: what is being launched. Wallets and links come from the server through react-query.
const useGameStore = create<GameState>()(() => initial);

export const useSelectedGame = () => useGameStore((state) => state.selectedGame);
export const useChosenWallet = () => useGameStore((state) => state.walletId);
export const useGameLink = () => useGameStore((state) => state.link);
export const useFullScreen = () => useGameStore((state) => state.fullScreen);

/** A game card was tapped: the sheet opens and the launch flow of SPEC §4 starts. */
export const gameSelected = (game: SelectedGame) => useGameStore.setState({ ...initial, selectedGame: game });
export const walletChosen = (walletId: number) => useGameStore.setState({ walletId });
export const linkReceived = (link: string) => useGameStore.setState({ link });
export const fullScreenToggled = () => useGameStore.setState((state) => ({ fullScreen: !state.fullScreen }));
/** Closing clears the link, the wallet and the game (SPEC §4). */
export const gameClosed = () => useGameStore.setState(initial);

export const getGameState = () => useGameStore.getState();
