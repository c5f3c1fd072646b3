import { queryOptions, useQuery } from '@tanstack/react-query';
import { wheelBoardAnswer, type WheelBoardAnswer } from '@contract/rewards/wheel';
import { request } from '@lib/api';
import { memberMeta, wheelKeys } from './keys';

/** GET /api/wheel/board: recent winners, masked names, newest first. */
const getWheelBoard = () =>
  request<WheelBoardAnswer>(import.meta.env.DEV && wheelBoardAnswer, {
    method: 'GET',
    url: '/api/wheel/board',
    params: { limit: 20 },
  });

const wheelBoardQueryOptions = () =>
  queryOptions({ queryKey: wheelKeys.board(), queryFn: getWheelBoard, meta: memberMeta, staleTime: 30_000 });

export const useWheelBoardQuery = () => useQuery(wheelBoardQueryOptions());
