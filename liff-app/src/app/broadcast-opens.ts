import { broadcastOpenAnswer, type BroadcastOpenAnswer } from '@contract/line/broadcast';
import { request } from '@lib/api';

// Reported once per campaign in this page's life: a re-render or StrictMode's second effect asks nothing more
// (the server counts a member's first open only anyway).
const reported = new Map<string, Promise<unknown>>();

/** POST /api/line/broadcast-opens: the signed-in member opened a broadcast's link. Never throws. */
export const reportBroadcastOpen = (campaign: string): Promise<unknown> => {
  const known = reported.get(campaign);
  if (known) return known;
  const call = request<BroadcastOpenAnswer>(import.meta.env.DEV && broadcastOpenAnswer, {
    method: 'POST',
    url: '/api/line/broadcast-opens',
    data: { campaign },
  }).catch(() => null);
  reported.set(campaign, call);
  return call;
};
