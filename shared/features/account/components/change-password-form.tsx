import { Button, Form } from 'antd-mobile';
import { showToast } from '@ui/toast';
import { useChangePasswordMutation } from '@features/account/api/change-password';
import { accountText } from '@features/account/strings';
import { passwordRequired } from './form-rules';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';
import './account.css';
import './member.css';

type ChangePasswordValues = { old_password: string; new_password: string; password_confirm: string };

/** Change password: the server ends the member's other sessions; this device keeps (or renews) its own. */
export const ChangePasswordForm = () => {
  const [form] = Form.useForm();
  const changeMutation = useChangePasswordMutation();
  const password = (Form.useWatch('new_password', form) as string | undefined) ?? '';

  const handleFinish = async (values: ChangePasswordValues) => {
    try {
      await changeMutation.mutateAsync({
        old_password: values.old_password,
        new_password: values.new_password,
      });
    } catch {
      return; // shown by <FormError>
    }
    form.resetFields();
    showToast(accountText.passwordChanged, 'success');
  };

  return (
    <div className="account-box" data-testid="change-password">
      <div className="account-section-title">{accountText.changePasswordTitle}</div>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={handleFinish}
        footer={
          <>
            <FormError error={changeMutation.error} />
            <Button block type="submit" color="primary" loading={changeMutation.isPending}>
              {accountText.changePasswordButton}
            </Button>
          </>
        }
      >
        <Form.Item name="old_password" label={accountText.oldPassword} rules={passwordRequired}>
          <PasswordInput autoComplete="current-password" placeholder={accountText.oldPasswordPlaceholder} />
        </Form.Item>
        <NewPasswordFields password={password} />
      </Form>
    </div>
  );
};
