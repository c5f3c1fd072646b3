import { Button, Form, Input } from 'antd-mobile';
import { showToast } from '@ui/toast';
import { useLineLinkAccountMutation } from '@features/account/api/line-link';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { FormError } from './form-error';
import { passwordRequired, phoneRules } from './form-rules';
import { PasswordInput } from './password-input';
import './account.css';

type LineLinkAccountBoxProps = {
  /** From POST /api/auth/line: the LINE user to link. */
  lineRegistrationToken: string;
  /** After the account is linked and the member logged in to it. */
  onSuccess?: () => void;
  /** "No account yet": back to the registration form. */
  onRegister?: () => void;
};

type Values = { phone: string; password: string };

/**
 * A LINE user who already has an account proves it is theirs with its phone and password before LINE is tied to
 * it (a wrong password counts as a failed login); then they are logged in.
 */
export const LineLinkAccountBox = ({
  lineRegistrationToken,
  onSuccess,
  onRegister,
}: LineLinkAccountBoxProps) => {
  const mutation = useLineLinkAccountMutation();
  const handleFinish = async (values: Values) => {
    try {
      await mutation.mutateAsync({
        lineRegistrationToken,
        phone: normalizeDigits(values.phone),
        password: values.password,
      });
    } catch {
      return; // shown by <FormError>
    }
    showToast(accountText.lineLinkDone, 'success');
    onSuccess?.();
  };
  return (
    <div className="account-box" data-testid="line-link-account">
      <h2 className="account-section-title">{accountText.lineLinkTitle}</h2>
      <p className="account-hint">{accountText.lineLinkIntro}</p>
      <Form
        layout="vertical"
        mode="card"
        onFinish={handleFinish}
        footer={
          <>
            <FormError error={mutation.error} />
            <Button block type="submit" color="primary" size="large" loading={mutation.isPending}>
              {accountText.lineLinkButton}
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
      {onRegister && (
        <div className="account-links account-links--center">
          <a
            href="#register"
            onClick={(event) => {
              event.preventDefault();
              onRegister();
            }}
          >
            {accountText.lineLinkBack}
          </a>
        </div>
      )}
    </div>
  );
};
