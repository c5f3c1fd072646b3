import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { showToast } from '@ui/toast';
import { useLoginMutation } from '@features/account/api/login';
import { safeRedirect } from '@features/account/links';
import { expiredParam } from '@features/account/return-target';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { PhonePasswordForm, type PhonePasswordValues } from './phone-password-form';
import './account.css';

type LoginValues = PhonePasswordValues;

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
      <PhonePasswordForm
        onFinish={handleFinish}
        error={loginMutation.error}
        pending={loginMutation.isPending}
        submitLabel={accountText.loginButton}
      />
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
