import { passwordStrength } from '@features/account/validation';
import { accountText } from '@features/account/strings';
import './account.css';

/** A three-step meter under a new password; a hint only, the server applies the rule. */
export const PasswordStrength = ({ password }: { password: string }) => {
  if (!password) return <span className="account-hint">{accountText.passwordHint}</span>;
  const strength = passwordStrength(password);
  const steps = { weak: 1, fair: 2, strong: 3 }[strength];
  return (
    <span className={`account-strength account-strength--${strength}`} aria-live="polite">
      <span className="account-strength__bars" aria-hidden>
        {[1, 2, 3].map((step) => (
          <i key={step} className={step <= steps ? 'is-on' : ''} />
        ))}
      </span>
      {accountText.strength[strength]}
    </span>
  );
};
