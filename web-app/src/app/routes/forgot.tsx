import { ForgotPage } from '@features/account/components/forgot-page';
import { useAgentConfigQuery } from '@features/agent/api/get-agent-config';

/**
 * /forgot: the agent configuration says whether a reset code by SMS reaches members (`password_reset_sms`) and
 * which LINE they reach the agent's admin on (its admin's link, else its contact link).
 */
export const Component = () => {
  const config = useAgentConfigQuery();
  const info = config.data?.info;
  // A failed configuration load counts as no SMS: the page then says how to reset, never that a code was sent.
  const smsReset = config.isError ? false : config.data && config.data.password_reset_sms === true;
  return (
    <ForgotPage smsReset={smsReset} contactUrl={info?.line_admin_url || info?.line_contact_url || null} />
  );
};
