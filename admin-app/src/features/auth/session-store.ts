import { create } from 'zustand';
import { readJson, removeKey, writeJson } from '@lib/storage';

const KEY = 'admin.staff_token';

type SessionState = { token: string | null };

// The staff token lives in sessionStorage: it dies with the tab, and the server's idle time-out does the rest.
const useSessionStore = create<SessionState>(() => ({ token: readJson<string>(KEY, 'session') }));

export const getStaffToken = () => useSessionStore.getState().token;
export const useStaffToken = () => useSessionStore((state) => state.token);

export const sessionStarted = (token: string) => {
  writeJson(KEY, token, 'session');
  useSessionStore.setState({ token });
};

export const sessionEnded = () => {
  removeKey(KEY, 'session');
  useSessionStore.setState({ token: null });
};
