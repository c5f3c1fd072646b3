import type { Db } from '@server/db/db';

/** What a member's open page is told: their money moved (balances, wallets, statement), or their inbox grew. */
export type MemberTopic = 'money' | 'inbox';

const topics: readonly MemberTopic[] = ['money', 'inbox'];

/** The channel the database notifies on; payload `<topic>:<member id>` (server/sql/live/). */
export const MEMBER_EVENTS_CHANNEL = 'member_events';

const parsePayload = (payload: string): { topic: MemberTopic; memberId: number } | null => {
  const match = /^([a-z]+):(\d{1,18})$/.exec(payload);
  if (!match || !topics.includes(match[1] as MemberTopic)) return null;
  return { topic: match[1] as MemberTopic, memberId: Number(match[2]) };
};

type Deliver = (topic: MemberTopic) => void;

/**
 * This process's one LISTEN on the database, fanned out to the streams of the members connected here. Started
 * with the first stream and kept while the app runs; every process of a cluster listens on its own, so a credit
 * committed by one reaches a member whose page streams from another. When notifications may have been lost (the
 * listening connection was down), every connected page is told to fetch everything again.
 */
export const createMemberEvents = (db: Db, onError: (error: unknown) => void) => {
  const byMember = new Map<number, Set<Deliver>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;

  const deliver = (memberId: number, topic: MemberTopic) => {
    for (const send of byMember.get(memberId) ?? []) send(topic);
  };
  const everyone = () => {
    for (const sends of byMember.values()) for (const send of sends) for (const topic of topics) send(topic);
  };

  const start = () => {
    if (listening || !db.listen) return;
    listening = db
      .listen(
        MEMBER_EVENTS_CHANNEL,
        (payload) => {
          const event = parsePayload(payload);
          if (event) deliver(event.memberId, event.topic);
        },
        everyone,
      )
      .catch((error: unknown) => {
        // No live updates on this process until the next stream tries again; pages refetch on focus meanwhile.
        onError(error);
        listening = null;
        return null;
      });
  };

  return {
    /** Starts delivering the member's topics to `send`; answers the function that stops. */
    subscribe(memberId: number, send: Deliver) {
      start();
      let sends = byMember.get(memberId);
      if (!sends) byMember.set(memberId, (sends = new Set()));
      sends.add(send);
      return () => {
        sends.delete(send);
        if (sends.size === 0) byMember.delete(memberId);
      };
    },
    /** Streams open on this process (for metrics and tests). */
    streams: () => [...byMember.values()].reduce((sum, sends) => sum + sends.size, 0),
    async close() {
      const stop = await listening;
      listening = null;
      byMember.clear();
      await stop?.();
    },
  };
};
