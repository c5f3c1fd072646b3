import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agentValidation } from '@contract/agent';
import { request } from '@lib/api';
import { agentKeys } from './agent-keys';

export type AgentValidation = z.infer<typeof agentValidation>;

/** GET /api/agent/validate: is a code from a link (`?ag=`) a real agent? */
export const validateAgent = (code: string) =>
  request<AgentValidation>(import.meta.env.DEV && agentValidation, {
    method: 'GET',
    url: '/api/agent/validate',
    params: { code },
  });

const agentValidationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: agentKeys.validation(code),
    queryFn: () => validateAgent(code),
    staleTime: Infinity,
  });

export const useAgentValidationQuery = (code: string | null) =>
  useQuery({ ...agentValidationQueryOptions(code ?? ''), enabled: Boolean(code) });
