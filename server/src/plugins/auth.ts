import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@server/http/app-error';
import { describeGuard } from '@server/http/guard-docs';
import type { Queryable } from '@server/db/db';

export type SessionMember = {
  id: number;
  agentId: number;
  agentCode: string;
  username: string;
  sessionId: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: refuses with 401 unless the bearer token belongs to a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: attaches the member when a live token is sent, and lets guests through. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    member: SessionMember | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new session: a random token for the client, only its hash in the database. It expires by the system clock
 * (infrastructure); `startedAt` is when the member's play session began by the business clock (`app.clock()`),
 * which the session time limit and the reality check measure against (the database's now() without it).
 */
export const createSession = async (
  q: Queryable,
  memberId: number,
  days: number,
  meta: { ip?: string; userAgent?: string; deviceId?: string; startedAt?: Date } = {},
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO sessions (member_id, token_hash, expires_at, ip, user_agent, created_at, device_id)
     VALUES ($1, $2, now() + make_interval(days => $3), $4, $5, coalesce($6, now()), $7)`,
    [
      memberId,
      hashToken(token),
      days,
      meta.ip ?? '',
      (meta.userAgent ?? '').slice(0, 300),
      meta.startedAt ?? null,
      meta.deviceId ?? '',
    ],
  );
  return token;
};

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
};

export const authPlugin = fp(async (app) => {
  app.decorateRequest('member', null);

  const lookup = async (token: string): Promise<SessionMember | null> => {
    const { rows } = await app.db.query<{
      id: number;
      agent_id: number;
      code: string;
      username: string;
      session_id: number;
    }>(
      `SELECT m.id, m.agent_id, a.code, m.username, s.id AS session_id
         FROM sessions s JOIN members m ON m.id = s.member_id JOIN agents a ON a.id = m.agent_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'active'`,
      [hashToken(token)],
      // Every signed-in request runs this: prepared once per connection, not parsed and planned each time.
      { name: 'session_member' },
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          agentId: row.agent_id,
          agentCode: row.code,
          username: row.username,
          sessionId: row.session_id,
        }
      : null;
  };

  // Marked as guards: the API document declares the member token on every route that runs one.
  app.decorate(
    'identify',
    describeGuard(
      async (request: FastifyRequest) => {
        const token = bearer(request);
        request.member = token ? await lookup(token) : null;
      },
      { scheme: 'member', optional: true, refuses: [] },
    ),
  );

  app.decorate(
    'authenticate',
    describeGuard(
      async (request: FastifyRequest) => {
        const token = bearer(request);
        const member = token ? await lookup(token) : null;
        if (!member) throw new AppError('UNAUTHORIZED');
        request.member = member;
      },
      { scheme: 'member', refuses: [401] },
    ),
  );
});

/** The member of an authenticated request; routes behind `authenticate` may rely on it. */
export const memberOf = (request: FastifyRequest): SessionMember => {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
};
