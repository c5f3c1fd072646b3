import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiHeaders } from '@lib/api';
import { openLiveStream } from '@lib/live-stream';
import { refreshMemberData } from '../api/keys';
import { useAuthUser } from '../stores/user-store';

/** Refreshes at most once a second, at once for the first event and once more for what came in that second. */
const throttled = (work: () => void, ms: number) => {
  let last = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    pending = undefined;
    last = Date.now();
    work();
  };
  const call = () => {
    if (pending) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else pending = setTimeout(run, wait);
  };
  call.cancel = () => clearTimeout(pending);
  return call;
};

/**
 * Keeps what a signed-in member sees up to date by itself (issue 27): one stream per tab from
 * `/api/member/events`; when the member's money moves or their inbox grows, every member query on screen is
 * fetched again (balance, wallets, statement, withdrawal status, bell). Coming back to the tab or the app (LINE
 * puts pages to sleep) refetches too, the fallback when a stream was cut without anyone noticing.
 */
export const useLiveMemberData = () => {
  const token = useAuthUser()?.access_token ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const refresh = throttled(() => void refreshMemberData(queryClient), 1_000);
    const stop = openLiveStream({
      url: '/api/member/events',
      headers: apiHeaders,
      onEvent: refresh,
      onOpen: refresh,
      // The session ended: the refetch meets the 401 and the app does what it does for one (login again).
      onEnded: refresh,
    });
    const onBack = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onBack);
    window.addEventListener('focus', onBack);
    return () => {
      stop();
      refresh.cancel();
      document.removeEventListener('visibilitychange', onBack);
      window.removeEventListener('focus', onBack);
    };
  }, [token, queryClient]);
};
