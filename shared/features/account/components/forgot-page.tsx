import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { PageShell } from '@ui/page-shell';
import { accountText } from '@features/account/strings';
import { type OtpTicket, ForgotRequestStep } from './forgot-request-step';
import { ForgotResetStep } from './forgot-reset-step';
import './account.css';

type Step = { name: 'request' } | { name: 'reset'; ticket: OtpTicket } | { name: 'done' };

/** /forgot: phone -> one-time code by SMS (ref shown, resend countdown) -> code + new password -> login. */
export const ForgotPage = () => {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const navigate = useNavigate();
  const login = useAppLinks().href.login ?? '/';
  const handleSent = (ticket: OtpTicket) => setStep({ name: 'reset', ticket });

  return (
    <PageShell title={accountText.forgotTitle} onBack={() => navigate(login)}>
      <div className="account-page">
        {step.name === 'request' && <ForgotRequestStep onSent={handleSent} />}
        {step.name === 'reset' && (
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
