import { useAuthUser } from '@features/account/stores/user-store';
import { agentKeys } from '@features/agent/api/agent-keys';
import { useRefetchForMember } from '@lib/refetch-for-member';

const BANNERS = [[...agentKeys.all, 'banners']] as const;

/**
 * The home's banners follow who looks (useRefetchForMember): the shell painted a guest's, and once LINE login
 * has given a session, a self-excluded member's list (empty) replaces them.
 */
export const BannersFollowMember = () => {
  useRefetchForMember(useAuthUser()?.access_token ?? null, BANNERS);
  return null;
};
