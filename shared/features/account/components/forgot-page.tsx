import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { accountText } from '@features/account/strings';
import { ForgotByContact } from './forgot-by-contact';
import { type OtpTicket, ForgotRequestStep } from './forgot-request-step';
import { ForgotResetStep } from './forgot-reset-step';
import './account.css';

type Step = { name: 'request' } | { name: 'reset'; ticket: OtpTicket } | { name: 'done' };

type ForgotPageProps = {
  /**
   * From the agent configuration (`password_reset_sms`): whether a code sent by SMS reaches the member's phone;
   * undefined while it loads. Without it the page says how to reset instead of offering to send a code.
   */
  smsReset: boolean | undefined;
  /** The agent's LINE for members, or null. */
  contactUrl: string | null;
};

/**
 * /forgot: phone -> one-time code by SMS (ref shown, resend countdown) -> code + new password -> login; or, while
 * no SMS gateway reaches members, how to reset through the agent's LINE.
 */
export const ForgotPage = ({ smsReset, contactUrl }: ForgotPageProps) => {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const navigate = useNavigate();
  const login = useAppLinks().href.login ?? '/';
  const handleSent = (ticket: OtpTicket) => setStep({ name: 'reset', ticket });

  return (
    <PageShell title={accountText.forgotTitle} onBack={() => navigate(login)}>
      <div className="account-page">
        {smsReset === undefined && <LoadingBlock lines={3} />}
        {smsReset === false && <ForgotByContact contactUrl={contactUrl} onLogin={() => navigate(login)} />}
        {smsReset && step.name === 'request' && <ForgotRequestStep onSent={handleSent} />}
        {smsReset && step.name === 'reset' && (
          <ForgotResetStep
            ticket={step.ticket}
            onResent={handleSent}
            onDone={() => setStep({ name: 'done' })}
            onChangePhone={() => setStep({ name: 'request' })}
          />
        )}
        {step.name === 'done' && (
          <div className="account-box">
            <Result
              status="success"
              title={accountText.resetDoneTitle}
              description={accountText.resetDoneText}
            />
            <Button block color="primary" size="large" onClick={() => navigate(login)}>
              {accountText.backToLogin}
            </Button>
          </div>
        )}
      </div>
    </PageShell>
  );
};
