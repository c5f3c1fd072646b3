import { Button, Result } from 'antd-mobile';
import { accountText } from '@features/account/strings';

type ForgotByContactProps = {
  /** The agent's LINE for members (its admin's, else its contact), or null when the agent has none. */
  contactUrl: string | null;
  onLogin: () => void;
};

/**
 * The forgot page while no SMS gateway reaches members' phones: how to reset (the agent's admin on LINE, or a
 * LINE login for a member whose LINE is linked), and no form that would pretend to send a code.
 */
export const ForgotByContact = ({ contactUrl, onLogin }: ForgotByContactProps) => (
  <div className="account-box" data-testid="forgot-by-contact">
    <Result
      status="info"
      title={accountText.forgotNoSmsTitle}
      description={contactUrl ? accountText.forgotNoSmsText : accountText.forgotNoSmsNoContact}
    />
    <div className="account-forgot-actions">
      {contactUrl && (
        <a className="account-forgot-line" href={contactUrl} target="_blank" rel="noopener noreferrer">
          {accountText.forgotContactLine}
        </a>
      )}
      <p className="account-hint">{accountText.forgotLineLinked}</p>
      <Button block fill="outline" color="primary" onClick={onLogin}>
        {accountText.backToLogin}
      </Button>
    </div>
  </div>
);
