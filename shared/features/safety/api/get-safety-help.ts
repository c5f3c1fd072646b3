import { queryOptions, useQuery } from '@tanstack/react-query';
import { safetyHelp, type SafetyHelp } from '@contract/protection/protection';
import { request } from '@lib/api';
import { safetyKeys } from './keys';

/** GET /api/safety/help: the agent's help contact for the page on playing safely (anyone, guests too). */
const getSafetyHelp = () =>
  request<SafetyHelp>(import.meta.env.DEV && safetyHelp, {
    method: 'GET',
    url: '/api/safety/help',
    skipBadRequestRedirect: true,
  });

const safetyHelpQueryOptions = () =>
  queryOptions({ queryKey: safetyKeys.help(), queryFn: getSafetyHelp, staleTime: 5 * 60_000 });

export const useSafetyHelpQuery = () => useQuery(safetyHelpQueryOptions());
