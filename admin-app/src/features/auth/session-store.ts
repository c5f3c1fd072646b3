import { create } from 'zustand';
import { readJson, removeKey, writeJson } from '@lib/storage';

const KEY = 'admin.staff_token';

/** `loggedOut`: the staff member ended the session, so no page is kept to return to after the next login. */
type SessionState = { token: string | null; loggedOut: boolean };

// The staff token lives in sessionStorage: it dies with the tab, and the server's idle time-out does the rest.
const useSessionStore = create<SessionState>(() => ({
  token: readJson<string>(KEY, 'session'),
  loggedOut: false,
}));

export const getStaffToken = () => useSessionStore.getState().token;
export const useStaffToken = () => useSessionStore((state) => state.token);
export const useLoggedOut = () => useSessionStore((state) => state.loggedOut);

export const sessionStarted = (token: string) => {
  writeJson(KEY, token, 'session');
  useSessionStore.setState({ token, loggedOut: false });
};

/** The session is over: `byLogout` when the staff member chose it (the next login starts at the home page). */
export const sessionEnded = ({ byLogout = false } = {}) => {
  removeKey(KEY, 'session');
  // A late 401 of a request sent before the logout does not turn it into an expired session.
  const { token, loggedOut } = useSessionStore.getState();
  useSessionStore.setState({ token: null, loggedOut: byLogout || (token === null && loggedOut) });
};
