import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pointsAnswer } from '@contract/wallet';
import { request } from '@lib/api';
import { memberMeta, walletKeys } from './keys';

export type PointsAnswer = z.infer<typeof pointsAnswer>;

/** POST /api/member/points: answers `{ point }`. */
export const getPoints = () =>
  request<PointsAnswer>(import.meta.env.DEV && pointsAnswer, { method: 'POST', url: '/api/member/points' });

const pointsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.points(), queryFn: getPoints, meta: memberMeta, staleTime: 30_000 });

export const usePointsQuery = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...pointsQueryOptions(), enabled: options.enabled ?? true });
