import { useAuthUser } from '@features/account/stores/user-store';
import { agentKeys } from '@features/agent/api/agent-keys';
import { useRefetchForMember } from '@lib/refetch-for-member';

const BANNERS = [[...agentKeys.all, 'banners']] as const;

/**
 * The home's banners follow who looks (useRefetchForMember): the shell painted a guest's, and once LINE login
 * has given a session, the member's list replaces them (the members' and everyone's banners; none for a
 * self-excluded member).
 */
export const BannersFollowMember = () => {
  useRefetchForMember(useAuthUser()?.access_token ?? null, BANNERS);
  return null;
};
