import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfo, type UserInfo } from '@contract/account';
import { request } from '@lib/api';
import { useIsLoggedIn, userInfoLoaded } from '@features/account/stores/user-store';
import { accountKeys, memberMeta } from './keys';

/** GET /api/get_user_info: also validates the stored session (a dead token answers 401, which logs out). */
export const getUserInfo = async (): Promise<UserInfo> => {
  const info = await request<UserInfo>(import.meta.env.DEV && userInfo, {
    method: 'GET',
    url: '/api/get_user_info',
  });
  // SPEC §3 keeps userInfo in the persisted user store, so screens can show the name before the call returns.
  userInfoLoaded(info);
  return info;
};

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.userInfo(),
    queryFn: getUserInfo,
    meta: memberMeta,
    staleTime: 30_000,
  });

export const useUserInfoQuery = (options: { enabled?: boolean } = {}) => {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...userInfoQueryOptions(), enabled: isLoggedIn && (options.enabled ?? true) });
};
