import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthUser } from '@features/account/stores/user-store';
import { agentKeys } from '@features/agent/api/agent-keys';
import { eventKeys } from '@features/event/api/event-keys';

/**
 * Campaign banners and events depend on who looks: a self-excluded member is shown none (issue 15, the server
 * answers them an empty list). The server-rendered first screen and a guest's cache are a guest's view, so a start
 * logged in, a login and a logout fetch them again, with the member's token when there is one.
 */
export const MarketingFollowsMember = () => {
  const token = useAuthUser()?.access_token ?? null;
  const queryClient = useQueryClient();
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const first = seen.current === undefined;
    seen.current = token;
    if (first && token === null) return; // a guest at start: the guest's view is right
    void queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'banners'] });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  }, [token, queryClient]);
  return null;
};
