import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserInfoQuery } from '@features/account/api/get-user-info';
import { getUserSnapshot, userCleared } from '@features/account/stores/user-store';
import { useAgentCode } from '@features/agent/stores/agent-code-store';
import { isApiError } from '@lib/api-error';
import { homeWithAgent, paths } from '../paths';

/**
 * Validates the stored session on load (SPEC §4, auth layout). A refused session sends the member home with
 * the agent code, or to /login when no user info was ever loaded. Network failures keep the member in place.
 */
export const useSessionCheck = () => {
  const userInfo = useUserInfoQuery();
  const agentCode = useAgentCode();
  const navigate = useNavigate();

  useEffect(() => {
    const error = userInfo.error;
    if (!error || !isApiError(error) || error.status === 0 || error.status >= 500) return;
    // A refused session (401) is the api client's: it goes to /login saying so, with the way back.
    if (error.status === 401) return;
    const hadInfo = getUserSnapshot().userInfo !== null;
    userCleared();
    navigate(hadInfo ? homeWithAgent(agentCode) : paths.login.getHref(), { replace: true });
  }, [userInfo.error, agentCode, navigate]);
};
