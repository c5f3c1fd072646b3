import { useAuthUser } from '@features/account/stores/user-store';
import { agentKeys } from '@features/agent/api/agent-keys';
import { eventKeys } from '@features/event/api/event-keys';
import { useRefetchForMember } from '@lib/refetch-for-member';

const MARKETING = [[...agentKeys.all, 'banners'], eventKeys.all] as const;

/** Campaign banners and events follow who looks (useRefetchForMember). */
export const MarketingFollowsMember = () => {
  useRefetchForMember(useAuthUser()?.access_token ?? null, MARKETING);
  return null;
};
