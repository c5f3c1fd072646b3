import { accountText } from '@features/account/strings';
import './account.css';

type AvailabilityHintProps = {
  /** null: not asked (empty or malformed value); undefined while the answer is on its way. */
  available: boolean | null | undefined;
  checking: boolean;
  texts: { checking: string; available: string; taken: string };
  fallback?: string;
};

/** The live answer of check_account under a field; the server still decides at registration. */
export const AvailabilityHint = ({ available, checking, texts, fallback }: AvailabilityHintProps) => {
  if (checking) return <span className="account-hint">{texts.checking}</span>;
  if (available === true) return <span className="account-hint account-hint--ok">✓ {texts.available}</span>;
  if (available === false)
    return (
      <span className="account-hint account-hint--bad" role="alert">
        {texts.taken}
      </span>
    );
  return fallback ? <span className="account-hint">{fallback}</span> : null;
};

export const phoneTexts = {
  checking: accountText.phoneChecking,
  available: accountText.phoneAvailable,
  taken: accountText.phoneTaken,
};

export const bankAccountTexts = {
  checking: accountText.bankAccountChecking,
  available: accountText.bankAccountAvailable,
  taken: accountText.bankAccountTaken,
};
