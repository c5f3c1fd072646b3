import { RegisterBox } from '@features/account/components/register-box';
import { useAgentConfigQuery } from '@features/agent/api/get-agent-config';

export const Component = () => (
  <RegisterBox registerOtp={useAgentConfigQuery().data?.register_otp === true} />
);
