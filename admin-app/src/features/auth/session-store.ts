import { create } from 'zustand';
import { readJson, removeKey, writeJson } from '@lib/storage';

const KEY = 'admin.staff_token';

/**
 * `loggedOut`: the staff member ended the session, so no page is kept to return to after the next login.
 * `endedWhy`: the server's Thai reason when the session died behind the tab (logged out elsewhere, disabled by
 * the owner, two-factor reset, idle): the login page says it.
 */
type SessionState = { token: string | null; loggedOut: boolean; endedWhy: string | null };

// The staff token lives in sessionStorage: it dies with the tab, and the server's idle time-out does the rest.
const useSessionStore = create<SessionState>(() => ({
  token: readJson<string>(KEY, 'session'),
  loggedOut: false,
  endedWhy: null,
}));

export const getStaffToken = () => useSessionStore.getState().token;
export const useStaffToken = () => useSessionStore((state) => state.token);
export const useLoggedOut = () => useSessionStore((state) => state.loggedOut);
export const useSessionEndedWhy = () => useSessionStore((state) => state.endedWhy);

export const sessionStarted = (token: string) => {
  writeJson(KEY, token, 'session');
  useSessionStore.setState({ token, loggedOut: false, endedWhy: null });
};

/**
 * The session is over: `byLogout` when the staff member chose it (the next login starts at the home page);
 * `why` when the server said why it ended.
 */
export const sessionEnded = ({ byLogout = false, why }: { byLogout?: boolean; why?: string } = {}) => {
  removeKey(KEY, 'session');
  // A late 401 of a request sent before the logout does not turn it into an expired session.
  const { token, loggedOut, endedWhy } = useSessionStore.getState();
  const late = token === null;
  useSessionStore.setState({
    token: null,
    loggedOut: byLogout || (late && loggedOut),
    endedWhy: byLogout ? null : late ? endedWhy : (why ?? null),
  });
};

/** The Thai reason of a staff 401 (`data.ended` says the server knew the session), or nothing. */
export const endedWhyOf = (answer: unknown): string | undefined => {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { message, data } = answer as { message?: unknown; data?: { ended?: unknown } | null };
  return typeof message === 'string' && message && typeof data?.ended === 'string' ? message : undefined;
};
