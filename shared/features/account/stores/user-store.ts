import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionAnswer, UserInfo } from '@contract/account';

/** SPEC §3 "User": the session and the member's info, persisted in localStorage under `user`. */
type UserState = {
  authUser: SessionAnswer | null;
  userInfo: UserInfo | null;
  /**
   * The member had a session and it ended (refused by the server, or expired while the site was closed): the
   * login page says so instead of greeting them as a guest. Not persisted; a login clears it.
   */
  sessionEnded: boolean;
};

const isExpired = (session: SessionAnswer) => {
  const at = Date.parse(session.expires_at);
  return Number.isFinite(at) && at <= Date.now();
};

const useUserStore = create<UserState>()(
  persist(() => ({ authUser: null, userInfo: null, sessionEnded: false }) as UserState, {
    name: 'user',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ authUser, userInfo }) => ({ authUser, userInfo }),
    // A session that expired while the site was closed is dropped at start rather than sent and refused.
    merge: (persisted, current) => {
      const saved = (persisted ?? {}) as Partial<UserState>;
      if (!saved.authUser) return current;
      if (isExpired(saved.authUser)) return { ...current, sessionEnded: true };
      return { ...current, authUser: saved.authUser, userInfo: saved.userInfo ?? null };
    },
  }),
);

export const useAuthUser = () => useUserStore((state) => state.authUser);
export const useIsLoggedIn = () => useUserStore((state) => state.authUser !== null);
export const useUserInfo = () => useUserStore((state) => state.userInfo);
export const useSessionEnded = () => useUserStore((state) => state.sessionEnded);

/** A new session replaces the old one; the previous member's info is dropped until it is fetched again. */
export const userLoggedIn = (session: SessionAnswer) =>
  useUserStore.setState({
    authUser: { access_token: session.access_token, expires_at: session.expires_at },
    userInfo: null,
    sessionEnded: false,
  });

/** A password change answers a fresh token for this device; the member and their info stay the same. */
export const sessionRenewed = (session: SessionAnswer) =>
  useUserStore.setState({ authUser: { access_token: session.access_token, expires_at: session.expires_at } });

export const userInfoLoaded = (info: UserInfo) => useUserStore.setState({ userInfo: info });

export const userCleared = () =>
  useUserStore.setState({ authUser: null, userInfo: null, sessionEnded: false });

/** The server refused the session (HTTP 401): cleared, and remembered as ended if there was one. */
export const sessionRefused = () =>
  useUserStore.setState((state) => ({
    authUser: null,
    userInfo: null,
    sessionEnded: state.sessionEnded || state.authUser !== null,
  }));

/**
 * Runs `onChange` each time the session on this device changes while the app runs: a login, a logout, a session
 * the server refused (a password change's new token too, which costs nothing). Inside the change itself, before
 * any screen renders for the next person, which an effect on `useAuthUser()` would not be. Not at start: what
 * the device kept for the member there at start is theirs. For the apps, which clear what another feature keeps
 * of one member (the lobby's last played games) without this feature importing it.
 */
export const useSessionChange = (onChange: () => void) =>
  useEffect(
    () =>
      useUserStore.subscribe((state, previous) => {
        if (state.authUser?.access_token !== previous.authUser?.access_token) onChange();
      }),
    [onChange],
  );

/**
 * Runs `onMember` with the member's id when the app starts with one, and each time the device learns who is
 * logged in (their info loaded after a login): for the apps, which keep a feature's data of one member on the
 * device (the lotto slips) and drop it when another member logs in. Inside the change, like useSessionChange.
 */
export const useMemberKnown = (onMember: (memberId: number) => void) =>
  useEffect(() => {
    const atStart = useUserStore.getState().userInfo?.id;
    if (atStart !== undefined) onMember(atStart);
    return useUserStore.subscribe((state, previous) => {
      const id = state.userInfo?.id;
      if (id !== undefined && id !== previous.userInfo?.id) onMember(id);
    });
  }, [onMember]);

/** For the api client (outside React): the bearer token, or null for a guest or an expired session. */
export const getAccessToken = (): string | null => {
  const { authUser } = useUserStore.getState();
  return authUser && !isExpired(authUser) ? authUser.access_token : null;
};

/** For code outside React that needs a snapshot (guards, loaders). */
export const getUserSnapshot = () => useUserStore.getState();
