import type { Db } from '@server/db/db';
import type { SecretBox } from '@server/line/secret-box';

/**
 * A provider adapter (DESIGN §5) turns a launch into the link the game sheet opens in its frame. Outside
 * providers plug in here; the built-in provider (`games/`) is the first, Hub88 (an aggregator) the second.
 */
export type LaunchInput = {
  provider: { code: string };
  /** Our code, and the provider's own id of the game (`games.external_code`) when it has one. */
  game: { id: number; code: string; externalCode: string | null };
  /** Who plays with which wallet (absent for demo play); outside providers key their player accounts on it. */
  member?: { id: number };
  wallet?: { id: number };
  /** The game session token the provider sends back on every seamless-wallet call; absent for demo play. */
  token?: string;
  demo: boolean;
  mobile: boolean;
  lang: 'th';
  /** Where the game's own buttons lead back to: the lobby and the deposit screen of the app that launched it. */
  back: { lobby: string; deposit: string };
  /** The member's address, which an aggregator passes to its studios. */
  ip: string;
};

/** What an adapter needs of the platform to call its provider (an outside one signs its calls). */
export type AdapterContext = {
  db: Db;
  box: SecretBox;
  /** Why a provider call failed, for the operator's log (the member sees only the Thai refusal). */
  warn: (detail: object, message: string) => void;
};

/** What an adapter can do: the console and the launch read it instead of knowing providers by name. */
type AdapterSupport = {
  /** Real-money launch through the seamless wallet. */
  launch: boolean;
  /** Play-money launch (per game where the game list says so). */
  demo: boolean;
  /** The provider's game list can be imported (the console's "import now"). */
  gameList: boolean;
  /** Free bets can be granted through the provider. */
  freeBets: boolean;
};

export interface ProviderAdapter {
  readonly name: string;
  readonly supports: AdapterSupport;
  launchLink(input: LaunchInput, context: AdapterContext): string | Promise<string>;
}
