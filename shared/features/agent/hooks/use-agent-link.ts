import { useEffect } from 'react';
import { useAgentValidationQuery } from '../api/validate-agent';
import { agentCodeLinked } from '../stores/agent-code-store';

/**
 * A `?ag=` code on home switches the site's agent once the server confirms it exists: a mistyped link must
 * not leave the member on an agent whose content can never load.
 */
export const useAgentLink = (code: string | null) => {
  const validation = useAgentValidationQuery(code);
  const valid = validation.data?.valid === true;
  useEffect(() => {
    if (valid) agentCodeLinked(code);
  }, [valid, code]);
};
