import { showToast } from '@ui/toast';
import { useLineLinkAccountMutation } from '@features/account/api/line-link';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { PhonePasswordForm, type PhonePasswordValues } from './phone-password-form';
import './account.css';

type LineLinkAccountBoxProps = {
  /** From POST /api/auth/line: the LINE user to link. */
  lineRegistrationToken: string;
  /** After the account is linked and the member logged in to it. */
  onSuccess?: () => void;
  /** "No account yet": back to the registration form. */
  onRegister?: () => void;
};

type Values = PhonePasswordValues;

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
      <PhonePasswordForm
        onFinish={handleFinish}
        error={mutation.error}
        pending={mutation.isPending}
        submitLabel={accountText.lineLinkButton}
      />
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
