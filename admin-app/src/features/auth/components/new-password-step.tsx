import { Button, Form, Input } from 'antd';
import type { LoginStep } from '@contract/admin/auth';
import { changePasswordWithTicket, useLoginStepMutation } from '../api/login-steps';
import { authStrings } from '../strings';
import { ErrorLine } from './error-line';
import { StepCard } from './step-card';

type NewPasswordStepProps = { ticket: string; onStep: (step: LoginStep) => void };

/** First login: the one-time password is replaced before anything else. */
export const NewPasswordStep = ({ ticket, onStep }: NewPasswordStepProps) => {
  const mutation = useLoginStepMutation(changePasswordWithTicket);
  const handleFinish = (values: { password: string }) =>
    mutation.mutate(
      { ticket, new_password: values.password },
      { onSuccess: (answer) => onStep(answer as LoginStep) },
    );
  return (
    <StepCard title={authStrings.newPasswordTitle} help={authStrings.newPasswordHelp}>
      <ErrorLine error={mutation.error} />
      <Form layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item
          name="password"
          label={authStrings.newPassword}
          rules={[{ required: true, message: authStrings.passwordRequired }]}
        >
          <Input.Password autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={authStrings.repeatPassword}
          dependencies={['password']}
          rules={[
            { required: true, message: authStrings.passwordRequired },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(authStrings.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          {authStrings.savePassword}
        </Button>
      </Form>
    </StepCard>
  );
};
