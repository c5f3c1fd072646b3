import { Form } from 'antd-mobile';
import { accountText } from '@features/account/strings';
import { confirmRules, newPasswordRules } from './form-rules';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';

type NewPasswordFieldsProps = { password: string };

/** The new password (with its strength hint) and its confirmation, as the change and reset forms ask for them. */
export const NewPasswordFields = ({ password }: NewPasswordFieldsProps) => (
  <>
    <Form.Item
      name="new_password"
      label={accountText.newPassword}
      rules={newPasswordRules}
      description={<PasswordStrength password={password} />}
    >
      <PasswordInput autoComplete="new-password" placeholder={accountText.newPasswordPlaceholder} />
    </Form.Item>
    <Form.Item
      name="password_confirm"
      label={accountText.passwordConfirm}
      dependencies={['new_password']}
      rules={confirmRules('new_password')}
    >
      <PasswordInput autoComplete="new-password" placeholder={accountText.passwordConfirmPlaceholder} />
    </Form.Item>
  </>
);
