import { getAccessToken, userCleared } from '@features/account/stores/user-store';
import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { configureApi } from '@lib/api';
import { paths } from './paths';

type Navigate = (to: string) => void;

/** The web app's answers to SPEC §8: 400 goes home, 401 clears the user and goes to /login. */
export const configureWebApi = (navigate: Navigate) =>
  configureApi({
    baseURL: '/',
    getToken: getAccessToken,
    getAgentCode,
    onUnauthorized: () => {
      userCleared();
      if (window.location.pathname !== paths.login.getHref()) navigate(paths.login.getHref());
    },
    onBadRequest: () => navigate(paths.home.getHref()),
  });
