import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Queries whose answer depends on who looks (campaign banners and events: a self-excluded member is shown none,
 * issue 15; a banner is for guests, members or everyone, migration 1070) are fetched again when the member changes: a start logged in, a login, a logout. A server-rendered
 * first screen and a guest's cache are a guest's view, right for a guest at start. `token` is the member's
 * session token, or null for a guest.
 */
export const useRefetchForMember = (token: string | null, keys: readonly QueryKey[]) => {
  const queryClient = useQueryClient();
  const seen = useRef<string | null | undefined>(undefined);
  const wanted = useRef(keys);
  useEffect(() => {
    const first = seen.current === undefined;
    seen.current = token;
    if (first && token === null) return;
    for (const queryKey of wanted.current) void queryClient.invalidateQueries({ queryKey });
  }, [token, queryClient]);
};
