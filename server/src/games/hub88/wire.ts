import type { Hub88Answer, Hub88Status } from '@contract/games/hub88';
import type { Db } from '@server/db/db';
import { playerRef } from '@server/games/seamless/player-ref';
import { findGameSession, type SeamlessProvider } from '@server/games/seamless/seamless-repository';

/** What every answer echoes of its request. */
export type Echo = { request_uuid: string; user: string };

/** An answer with a status and no balance: a refusal, or the base of an RS_OK. */
export const refused = (body: Echo, status: Hub88Status): Hub88Answer => ({
  status,
  request_uuid: body.request_uuid,
  user: body.user,
});

/**
 * The token's session, if it is this member's as Hub88 names them: the `user` of every call is the member's
 * reference for this provider (playerRef, what launch gives Hub88), and a token must not move another's money.
 * Paid calls (wallet.ts) and free bets (freebets-wallet.ts) both start here.
 */
export const sessionOf = async (db: Db, provider: SeamlessProvider, body: Echo & { token: string }) => {
  const found = await findGameSession(db, body.token);
  if (!found || found.provider_id !== provider.id) return null;
  if ((await playerRef(db, provider, found.member_id)) !== body.user) return null;
  return found;
};
