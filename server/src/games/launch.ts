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
import { adapterFor } from '@server/providers/registry';
import { findAgentGame, type LaunchableGame } from './catalogue-repository';

/** How long a game session token lets a provider take bets; settlements are accepted after it (DOMAIN.md). */
const GAME_SESSION_HOURS = 6;

type GameRef = { agentId: number; gameCode: string; providerCode: string };

const launchableGame = async (q: Queryable, ref: GameRef): Promise<LaunchableGame> => {
  const game = await findAgentGame(q, ref.agentId, ref.gameCode, ref.providerCode);
  if (!game) return fail('GAME_NOT_FOUND', { game_id: ref.gameCode });
  if (game.status !== 'active') return fail('PROVIDER_UNAVAILABLE', { game_id: ref.gameCode });
  return game;
};

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
 * that launched it, records last played.
 */
export const createGameLink = async (db: Db, input: LinkInput): Promise<string> => {
  const game = await launchableGame(db, input);
  const wallets = await playableWallets(db, input.memberId, game.category);
  // Another member's wallet and a wallet of a type this game refuses look the same: nothing to learn from it.
  if (!wallets.some((wallet) => wallet.id === input.walletId)) return fail('WALLET_NOT_PLAYABLE');
  const token = randomBytes(32).toString('base64url');
  await db.tx(async (q) => {
    // Play that may not start is refused before a session exists (each bet checks again: seamless_bet).
    await assertMayStake(q, input.memberId, input.memberSessionId, 0, input.now);
    await q.query(
      `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, is_mobile,
                                  source, expires_at, member_session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9), $10)`,
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
    await q.query(
      `INSERT INTO game_last_played (member_id, game_id) VALUES ($1, $2)
       ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = now()`,
      [input.memberId, game.id],
    );
  });
  return adapterFor(game.adapter).launchLink({
    provider: { code: game.provider_code },
    game: { code: game.code },
    member: { id: input.memberId },
    wallet: { id: input.walletId },
    token,
    demo: false,
    mobile: input.mobile,
    lang: 'th',
  });
};

/** Demo launches from one address in ten minutes: browsing the lobby opens a few, a script thousands. */
export const DEMO_LINKS_PER_ADDRESS_PER_10_MINUTES = 30;

/** A play-money launch: no session, no wallet, never the ledger; limited per address (RATE_LIMITED). */
export const createDemoLink = async (
  db: Db,
  ref: GameRef & { mobile: boolean; ip: string },
): Promise<string> => {
  const game = await launchableGame(db, ref);
  await takeRateSlot(db, 'demo_address', ref.ip, DEMO_LINKS_PER_ADDRESS_PER_10_MINUTES, 600);
  return adapterFor(game.adapter).launchLink({
    provider: { code: game.provider_code },
    game: { code: game.code },
    demo: true,
    mobile: ref.mobile,
    lang: 'th',
  });
};
