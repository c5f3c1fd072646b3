/**
 * A provider adapter (DESIGN §5) turns a launch into the link the game sheet opens in its frame. Outside
 * providers plug in here; the built-in provider (`games/`) is the first.
 */
export type LaunchInput = {
  provider: { code: string };
  game: { code: string };
  /** Who plays with which wallet (absent for demo play); outside providers key their player accounts on it. */
  member?: { id: number };
  wallet?: { id: number };
  /** The game session token the provider sends back on every seamless-wallet call; absent for demo play. */
  token?: string;
  demo: boolean;
  mobile: boolean;
  lang: 'th';
};

export interface ProviderAdapter {
  readonly name: string;
  launchLink(input: LaunchInput): string | Promise<string>;
}
