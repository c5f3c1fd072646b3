import { loginWithReturn } from '@features/account/return-target';
import { getAccessToken, getUserSnapshot, sessionRefused } from '@features/account/stores/user-store';
import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { configureApi } from '@lib/api';
import { paths } from './paths';

type Navigate = (to: string) => void;

/**
 * The web app's answers to SPEC §8: 400 goes home; 401 clears the user and goes to /login, saying the session
 * ended when there was one, and bringing the member back to the page they were on once they log in again.
 */
export const configureWebApi = (navigate: Navigate) =>
  configureApi({
    baseURL: '/',
    getToken: getAccessToken,
    getAgentCode,
    onUnauthorized: () => {
      sessionRefused();
      const { pathname, search } = window.location;
      if (pathname === paths.login.getHref()) return;
      navigate(
        loginWithReturn(paths.login.getHref(), `${pathname}${search}`, {
          expired: getUserSnapshot().sessionEnded,
        }),
      );
    },
    onBadRequest: () => navigate(paths.home.getHref()),
  });
