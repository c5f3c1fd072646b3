import { randomBytes } from 'node:crypto';
import type { GameCategory } from '@contract/game';
import type { Wallet } from '@contract/wallet';
import { toBaht } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { takeRateSlot } from '@server/accounts/rate-events';
import { fail } from '@server/http/app-error';
import { memberWallets } from '@server/ledger';
import { hashToken } from '@server/plugins/auth';
import { assertMayStake } from '@server/protection/gate';
import type { SecretBox } from '@server/line/secret-box';
import type { LaunchInput } from '@server/providers/adapter';
import { adapterFor } from '@server/providers/registry';
import { findAgentGame, type LaunchableGame } from './catalogue-repository';

/** How long a game session token lets a provider take bets; settlements are accepted after it (DOMAIN.md). */
const GAME_SESSION_HOURS = 6;

type GameRef = { agentId: number; gameCode: string; providerCode: string };

type Launchable = LaunchableGame & { external_code: string | null; demo: boolean };

/**
 * The game as a launch needs it: offered to the agent, its studio not disabled (a disabled game, studio or
 * provider is not found; one under maintenance is unavailable), with the provider's own id and whether it has demo.
 */
const launchableGame = async (q: Queryable, ref: GameRef): Promise<Launchable> => {
  const game = await findAgentGame(q, ref.agentId, ref.gameCode, ref.providerCode);
  if (!game) return fail('GAME_NOT_FOUND', { game_id: ref.gameCode });
  const { rows } = await q.query<{ external_code: string | null; demo: boolean; studio_disabled: boolean }>(
    `SELECT g.external_code, g.demo, COALESCE(sp.status = 'disabled', false) AS studio_disabled
       FROM games g LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id WHERE g.id = $1`,
    [game.id],
  );
  const facts = rows[0]!;
  if (facts.studio_disabled) return fail('GAME_NOT_FOUND', { game_id: ref.gameCode });
  if (game.status !== 'active') return fail('PROVIDER_UNAVAILABLE', { game_id: ref.gameCode });
  return { ...game, external_code: facts.external_code, demo: facts.demo };
};

/**
 * Where the launch came from and what its provider call needs: the site's address and whether the member is in
 * the LIFF app (the game's lobby and deposit buttons lead back there), the member's address, the secret box
 * (an outside provider's signing key is sealed with it) and the request's log.
 */
export type LaunchSite = {
  origin: string;
  liff: boolean;
  ip: string;
  box: SecretBox;
  warn: (detail: object, message: string) => void;
};

/** The lobby and deposit screens of the app that launched the game (LIFF: its screens under /liff). */
const backOf = (site: LaunchSite): LaunchInput['back'] =>
  site.liff
    ? { lobby: `${site.origin}/liff/lobby`, deposit: `${site.origin}/liff/deposit` }
    : { lobby: `${site.origin}/`, deposit: `${site.origin}/member/deposit` };

const gameOf = (game: Launchable): LaunchInput['game'] => ({
  id: game.id,
  code: game.code,
  externalCode: game.external_code,
});

/** The member's wallets whose type may play the category (wallet types carry their categories in the ledger). */
const playableWallets = async (q: Queryable, memberId: number, category: GameCategory): Promise<Wallet[]> =>
  (await memberWallets(q, memberId))
    .filter((wallet) => wallet.categories.includes(category))
    .map((wallet) => ({
      id: wallet.id,
      wallet_name: wallet.name,
      balance: toBaht(wallet.balance),
      wallet_type_id: wallet.walletTypeId,
    }));

export const walletsForGame = async (q: Queryable, memberId: number, ref: GameRef): Promise<Wallet[]> => {
  const game = await findAgentGame(q, ref.agentId, ref.gameCode, ref.providerCode);
  if (!game) return fail('GAME_NOT_FOUND', { game_id: ref.gameCode });
  return playableWallets(q, memberId, game.category);
};

export type LinkInput = GameRef & {
  memberId: number;
  /** The member session asking: the game session ends with it (logout, password change, reset). */
  memberSessionId: number;
  walletId: number;
  mobile: boolean;
  source: string;
  /** The server's clock: the member's protection (time-out, session limit, loss limit used up) is judged by it. */
  now: Date;
};

/**
 * A real launch: checks the wallet, opens a game session bound to member, wallet, game and the member session
 * that launched it, asks the provider's adapter for the link, records last played. When the provider fails (an
 * outside provider down), the session just opened is expired at once and nothing is recorded: the member gets
 * the adapter's Thai refusal.
 */
export const createGameLink = async (db: Db, input: LinkInput, site: LaunchSite): Promise<string> => {
  const game = await launchableGame(db, input);
  const wallets = await playableWallets(db, input.memberId, game.category);
  // Another member's wallet and a wallet of a type this game refuses look the same: nothing to learn from it.
  if (!wallets.some((wallet) => wallet.id === input.walletId)) return fail('WALLET_NOT_PLAYABLE');
  const token = randomBytes(32).toString('base64url');
  const sessionId = await db.tx(async (q) => {
    // Play that may not start is refused before a session exists (each bet checks again: seamless_bet).
    await assertMayStake(q, input.memberId, input.memberSessionId, 0, input.now);
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, is_mobile,
                                  source, expires_at, member_session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9), $10) RETURNING id`,
      [
        hashToken(token),
        input.memberId,
        input.agentId,
        input.walletId,
        game.id,
        game.provider_id,
        input.mobile,
        input.source,
        GAME_SESSION_HOURS,
        input.memberSessionId,
      ],
    );
    return rows[0]!.id;
  });
  let link: string;
  try {
    link = await adapterFor(game.adapter).launchLink(
      {
        provider: { code: game.provider_code },
        game: gameOf(game),
        member: { id: input.memberId },
        wallet: { id: input.walletId },
        token,
        demo: false,
        mobile: input.mobile,
        lang: 'th',
        back: backOf(site),
        ip: site.ip,
      },
      { db, box: site.box, warn: site.warn },
    );
  } catch (error) {
    // The provider never gave the member a game: the token is dead before it is used.
    await db.query(`UPDATE game_sessions SET expires_at = now() WHERE id = $1`, [sessionId]);
    throw error;
  }
  await db.query(
    `INSERT INTO game_last_played (member_id, game_id) VALUES ($1, $2)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = now()`,
    [input.memberId, game.id],
  );
  return link;
};

/** Demo launches from one address in ten minutes: browsing the lobby opens a few, a script thousands. */
export const DEMO_LINKS_PER_ADDRESS_PER_10_MINUTES = 30;

/**
 * A play-money launch: no session, no wallet, never the ledger; limited per address (RATE_LIMITED); only for a
 * game with demo play (the game list says so) and a provider whose adapter supports it.
 */
export const createDemoLink = async (
  db: Db,
  ref: GameRef & { mobile: boolean },
  site: LaunchSite,
): Promise<string> => {
  const game = await launchableGame(db, ref);
  const adapter = adapterFor(game.adapter);
  if (!game.demo || !adapter.supports.demo) return fail('GAME_DEMO_UNAVAILABLE', { game_id: ref.gameCode });
  await takeRateSlot(db, 'demo_address', site.ip, DEMO_LINKS_PER_ADDRESS_PER_10_MINUTES, 600);
  return adapter.launchLink(
    {
      provider: { code: game.provider_code },
      game: gameOf(game),
      demo: true,
      mobile: ref.mobile,
      lang: 'th',
      back: backOf(site),
      ip: site.ip,
    },
    { db, box: site.box, warn: site.warn },
  );
};
