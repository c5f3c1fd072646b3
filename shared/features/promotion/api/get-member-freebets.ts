import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberFreebets, type MemberFreebets } from '@contract/games/hub88-freebets';
import { request } from '@lib/api';
import { memberMeta, promotionKeys } from './keys';

/** GET /api/member/freebets: the member's free bets in Hub88 games (game, count, value, expiry, state). */
const getMemberFreebets = () =>
  request<MemberFreebets>(import.meta.env.DEV && memberFreebets, {
    method: 'GET',
    url: '/api/member/freebets',
  });

const memberFreebetsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.freebets(), queryFn: getMemberFreebets, meta: memberMeta });

export const useMemberFreebetsQuery = () => useQuery(memberFreebetsQueryOptions());
