import { useCallback, useEffect, useRef, useState } from 'react';
import type { LineAuthAnswer } from '@contract/account';
import { useLineAuthMutation } from '@features/account/api/line-auth';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { isMockLiff, lineIdToken, lineLoginAgain } from '@liff-app/lib/liff';
import { liffStrings } from '@liff-app/app/strings';

type Unlinked = Extract<LineAuthAnswer, { linked: false }>;

export type LineSession =
  | { status: 'member' }
  | { status: 'working' }
  | { status: 'register'; registration: Unlinked }
  | { status: 'error'; error: Error; retry: () => void };

// A server that answers a session and then refuses it would otherwise make us log in with LINE forever.
const AUTO_LOGINS_PER_MINUTE = 3;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * LINE login for the LIFF app: a member with our own session goes straight in. Otherwise log in with LINE,
 * send the ID token to POST /api/auth/line; a linked LINE user gets a session (stored by the mutation), an
 * unknown one gets a registration token and its LINE profile. Runs again whenever the session is cleared
 * (a 401 clears it, even during a login), which is how "401 means LINE login again" works in LIFF.
 */
export const useLineSession = (): LineSession => {
  const loggedIn = useIsLoggedIn();
  const { mutateAsync } = useLineAuthMutation();
  const [outcome, setOutcome] = useState<Unlinked | Error | null>(null);
  const [round, setRound] = useState(0);
  const running = useRef(false);
  const recent = useRef<number[]>([]);
  // The server refused the ID token itself (expired, wrong channel): sending it again cannot help.
  const tokenRefused = useRef(false);

  const attempt = useCallback(async () => {
    running.current = true;
    tokenRefused.current = false;
    try {
      const idToken = await lineIdToken();
      if (!idToken) throw new Error(liffStrings.noIdToken);
      try {
        const answer = await mutateAsync({ idToken });
        if (!answer.linked) setOutcome(answer);
      } catch (error) {
        tokenRefused.current = true;
        throw error;
      }
    } catch (error) {
      setOutcome(asError(error));
    } finally {
      running.current = false;
      // Look again: the session may have been cleared while this attempt was in flight.
      setRound((value) => value + 1);
    }
  }, [mutateAsync]);

  useEffect(() => {
    // `running` also keeps React's development double effects from sending the token twice.
    if (loggedIn || outcome || running.current) return;
    const now = Date.now();
    recent.current = recent.current.filter((at) => now - at < 60_000);
    if (recent.current.length >= AUTO_LOGINS_PER_MINUTE) {
      setOutcome(new Error(liffStrings.loginRefused));
      return;
    }
    recent.current.push(now);
    void attempt();
  }, [loggedIn, outcome, round, attempt]);

  const retry = useCallback(() => {
    if (tokenRefused.current && !isMockLiff()) {
      void lineLoginAgain();
      return;
    }
    recent.current = [];
    setOutcome(null);
  }, []);

  if (loggedIn) return { status: 'member' };
  if (outcome instanceof Error) return { status: 'error', error: outcome, retry };
  if (outcome) return { status: 'register', registration: outcome };
  return { status: 'working' };
};
