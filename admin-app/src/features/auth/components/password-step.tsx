import { Button, Form, Input } from 'antd';
import type { LoginStep } from '@contract/admin/auth';
import { login, useLoginStepMutation } from '../api/login-steps';
import { authStrings } from '../strings';
import { ErrorLine } from './error-line';
import { StepCard } from './step-card';

type PasswordStepProps = { onStep: (step: LoginStep) => void };

export const PasswordStep = ({ onStep }: PasswordStepProps) => {
  const mutation = useLoginStepMutation(login);
  const handleFinish = (values: { username: string; password: string }) =>
    mutation.mutate(values, { onSuccess: (answer) => onStep(answer as LoginStep) });
  return (
    <StepCard title={authStrings.title}>
      <ErrorLine error={mutation.error} />
      <Form layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <Form.Item
          name="username"
          label={authStrings.username}
          rules={[{ required: true, message: authStrings.usernameRequired }]}
        >
          <Input autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          name="password"
          label={authStrings.password}
          rules={[{ required: true, message: authStrings.passwordRequired }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {authStrings.submit}
        </Button>
      </Form>
    </StepCard>
  );
};
