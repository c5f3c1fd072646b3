import { createHmac } from 'node:crypto';
import { serverSecret } from '@server/accounts/server-secret';
import type { Db } from '@server/db/db';
import type { SeamlessProvider } from './seamless-repository';

/**
 * The member as one provider knows them (`player_ref` of a balance answer, shared/contract/seamless.ts): the same
 * for all their game sessions with that provider, another one with another provider. HMAC-SHA256 under a secret
 * of the platform's own (server_secrets), not under the provider's signing secret: the provider holds that one,
 * and member ids are small numbers it could try one by one; a new provider secret would also split every
 * member's history in two.
 */
export const playerRef = async (db: Db, provider: Pick<SeamlessProvider, 'code'>, memberId: number) =>
  createHmac('sha256', await serverSecret(db, 'seamless_player_ref'))
    .update(`${provider.code}:${memberId}`)
    .digest('hex');
