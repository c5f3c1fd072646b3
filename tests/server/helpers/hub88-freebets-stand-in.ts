import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { secretBoxOf } from '@server/line/secret-box';
import { call } from './test-app';
import { createHub88FreebetsStandIn, freeBetOf } from './hub88-freebets-api';
import {
  betBody,
  rollbackBody,
  units,
  winBody,
  type Hub88StandIn,
  type hub88Session,
} from './hub88-stand-in';

/**
 * Hub88's Freebets API (Operator API, `rewards/create`) as its documentation describes it, from Hub88's side
 * (server/src/games/hub88/README.md, "Free bets"), mounted beside the Wallet API stand-in (hub88-stand-in.ts):
 * an HTTP server our sender calls, which verifies our X-Hub88-Signature with the public key the console shows,
 * reads the documented body and answers a reward item (`reward_uuid`, `FRS_ACTIVE`), and plays a granted reward
 * through our wallet the way Hub88 does: bets and wins with `is_free: true` and the reward's `reward_uuid`,
 * signed by the Wallet API stand-in's `send`.
 *
 *   const hub88 = await startHub88StandIn(app, owner.token);
 *   const freebets = await startHub88FreebetsStandIn(app, owner.token, hub88);
 *   await sendDueFreebets(app.db, freebets.api(app), now);   // our sender -> freebets.url
 *   await freebets.play(session, rewardUuid, { winBaht: 50 });
 *   await freebets.close();
 *
 * `mode` makes it refuse (HTTP 400, as a documented validation error would) or be down (HTTP 503). It also
 * answers `prepaids/list` (signed and checked alike) from `state.prepaids`, and a `rewards/create` naming a
 * `prepaid_uuid` takes the prepaid's fixed count and value (an unknown prepaid, or another game's: HTTP 400).
 * The handler itself is hub88-freebets-api.ts (the demo's Games API stand-in mounts it too).
 */
type Session = Awaited<ReturnType<typeof hub88Session>>;

export const startHub88FreebetsStandIn = async (
  app: FastifyInstance,
  staffToken: string,
  hub88: Hub88StandIn,
) => {
  const settings = await call<{ operator_public_key: string }>(app, 'GET', '/api/admin/games/hub88', {
    token: staffToken,
  });
  const operatorId = 1000 + (randomBytes(1)[0] ?? 0);
  const standIn = createHub88FreebetsStandIn({
    operatorId,
    operatorPublicKey: settings.data.operator_public_key,
  });
  const { state } = standIn;
  const server = createServer(standIn.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Our sender's settings pointing at this stand-in. */
  const api = (target: FastifyInstance) => ({ url, operatorId, box: secretBoxOf(target.config) });

  /** One free bet of a reward played the way Hub88 sends it: the bet, then its win (0 for a losing spin). */
  const play = async (session: Session, rewardUuid: string, { winBaht = 0, stakeBaht = 0 } = {}) => {
    const bet = freeBetOf(betBody(session, stakeBaht), rewardUuid);
    const placed = await hub88.send('transaction/bet', bet);
    const won = await hub88.send('transaction/win', freeBetOf(winBody(session, bet, winBaht), rewardUuid));
    return { bet, placed, won };
  };

  /** A free bet's rollback, as Hub88 sends it after a bet whose answer was lost. */
  const rollback = (bet: Parameters<typeof rollbackBody>[0] & { transaction_uuid: string }) =>
    hub88.send('transaction/rollback', rollbackBody(bet, bet.transaction_uuid));

  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, operatorId, state, api, play, rollback, close, units };
};
