import { Button, Form, Input } from 'antd-mobile';
import { accountText } from '@features/account/strings';
import { FormError } from './form-error';
import { passwordRequired, phoneRules } from './form-rules';
import { PasswordInput } from './password-input';

export type PhonePasswordValues = { phone: string; password: string };

type PhonePasswordFormProps = {
  onFinish: (values: PhonePasswordValues) => void;
  /** The last refusal, shown above the button (the server's Thai message). */
  error: unknown;
  pending: boolean;
  submitLabel: string;
};

/** Phone and password of an existing account: the login form, and linking LINE to an account in LIFF. */
export const PhonePasswordForm = ({ onFinish, error, pending, submitLabel }: PhonePasswordFormProps) => (
  <Form
    layout="vertical"
    mode="card"
    onFinish={onFinish}
    footer={
      <>
        <FormError error={error} />
        <Button block type="submit" color="primary" size="large" loading={pending}>
          {submitLabel}
        </Button>
      </>
    }
  >
    <Form.Item name="phone" label={accountText.phone} rules={phoneRules}>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        maxLength={12}
        placeholder={accountText.phonePlaceholder}
        clearable
      />
    </Form.Item>
    <Form.Item name="password" label={accountText.password} rules={passwordRequired}>
      <PasswordInput autoComplete="current-password" />
    </Form.Item>
  </Form>
);
