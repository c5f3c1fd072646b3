import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { getAccessToken, userCleared } from '@features/account/stores/user-store';
import { configureApi } from '@lib/api';
import { liffPaths } from './paths';

/**
 * The shared api client with LIFF behaviour (SPEC §8 adapted): 401 clears the session, and the LINE gate, which
 * watches it, logs in with LINE again (no /login page in LIFF); 400 goes to the LIFF home.
 */
export const configureLiffApi = () =>
  configureApi({
    baseURL: '/',
    getToken: getAccessToken,
    getAgentCode,
    onUnauthorized: () => userCleared(),
    onBadRequest: () => {
      if (window.location.pathname !== liffPaths.home) window.location.assign(liffPaths.home);
    },
  });
