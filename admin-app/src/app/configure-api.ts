import { configureApi } from '@lib/api';
import { endedWhyOf, getStaffToken, sessionEnded } from '@admin-app/features/auth/session-store';
import { paths } from './paths';

type Navigate = (to: string) => void;

/**
 * The console's answers to the api client: the staff token (never a member's), no agent header (the server's
 * default agent is the one the console runs), 401 forgets the session and goes to the login (which says why the
 * server ended it), 400 stays with the
 * screen that sent it (a back-office form shows the message instead of leaving).
 */
export const configureAdminApi = (navigate: Navigate) =>
  configureApi({
    baseURL: '/',
    getToken: getStaffToken,
    getAgentCode: () => null,
    onUnauthorized: (answer) => {
      sessionEnded({ why: endedWhyOf(answer) });
      navigate(paths.login.getHref());
    },
    onBadRequest: () => undefined,
  });
