import { Button, Form, Input } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { showToast } from '@ui/toast';
import { useLoginMutation } from '@features/account/api/login';
import { safeRedirect } from '@features/account/links';
import { expiredParam } from '@features/account/return-target';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';
import { passwordRequired, phoneRules } from './form-rules';
import './account.css';

type LoginValues = { phone: string; password: string };

type LoginBoxProps = {
  /** In a modal: close it. Without it the member goes to `?redirect=` (same-site only) or /member. */
  onSuccess?: () => void;
};

/** The login form (phone + password), shared by /login, /login_box and the login modal. */
export const LoginBox = ({ onSuccess }: LoginBoxProps) => {
  const loginMutation = useLoginMutation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const links = useAppLinks();

  const handleFinish = async (values: LoginValues) => {
    try {
      await loginMutation.mutateAsync({ phone: normalizeDigits(values.phone), password: values.password });
    } catch {
      return; // the refusal is shown by <FormError> from the mutation state
    }
    showToast(accountText.loginSuccess, 'success');
    if (onSuccess) onSuccess();
    else navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  return (
    <div className="account-box" data-testid="login-box">
      {searchParams.get(expiredParam) === '1' && (
        <div className="account-form__error" role="status" data-testid="session-ended">
          {accountText.sessionEnded}
        </div>
      )}
      <Form
        layout="vertical"
        mode="card"
        onFinish={handleFinish}
        footer={
          <>
            <FormError error={loginMutation.error} />
            <Button block type="submit" color="primary" size="large" loading={loginMutation.isPending}>
              {accountText.loginButton}
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
      <div className="account-links">
        {links.href.forgot && <Link to={links.href.forgot}>{accountText.forgotLink}</Link>}
        {links.href.register && (
          <span>
            {accountText.noAccount} <Link to={links.href.register}>{accountText.registerLink}</Link>
          </span>
        )}
      </div>
    </div>
  );
};
