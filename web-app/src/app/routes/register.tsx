import { RegisterPage } from '@features/account/components/register-page';
import { useAgentConfigQuery } from '@features/agent/api/get-agent-config';

/** /register: the agent configuration says whether the form asks for a code by SMS first (`register_otp`). */
export const Component = () => (
  <RegisterPage registerOtp={useAgentConfigQuery().data?.register_otp === true} />
);
