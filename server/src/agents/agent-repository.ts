import type { FastifyRequest } from 'fastify';
import { cachedPerDb } from '@server/db/cached';
import type { Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';

export type AgentRow = {
  id: number;
  code: string;
  name: string;
  logo: string;
  line_contact_url: string;
  line_admin_url: string;
  telegram_contact_url: string;
};

export const findAgentByCode = async (q: Queryable, code: string): Promise<AgentRow | null> => {
  const { rows } = await q.query<AgentRow>(
    `SELECT id, code, name, logo, line_contact_url, line_admin_url, telegram_contact_url FROM agents WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
};

/** Every public call reads its agent; an operator's edit applies within five seconds. */
const cachedAgent = cachedPerDb(5000, findAgentByCode);

/** After an edit of the agent row: this process reads it afresh at once, the others within five seconds. */
export const forgetAgent = (q: Queryable, code: string) => cachedAgent.forget(q, code);

/**
 * The agent a request speaks for: the explicit code (body or query), else the `X-Agent-Code` header the
 * clients send, else the logged-in member's agent, else the configured default. An unknown code is refused.
 */
export const resolveAgent = async (request: FastifyRequest, explicit?: string): Promise<AgentRow> => {
  const header = request.headers['x-agent-code'];
  const code =
    explicit ??
    (typeof header === 'string' && header.length > 0 && header.length <= 40 ? header : undefined) ??
    request.member?.agentCode ??
    request.server.config.DEFAULT_AGENT_CODE;
  const agent = await cachedAgent(request.server.db, code);
  if (!agent) throw new AppError('AGENT_NOT_FOUND', { agent_code: code });
  return agent;
};
