import { useState } from 'react';
import type { LoginStep } from '@contract/admin/auth';
import { EnrolStep } from './enrol-step';
import { NewPasswordStep } from './new-password-step';
import { PasswordStep } from './password-step';
import { TotpStep } from './totp-step';

type LoginScreenProps = { onSignedIn: () => void };
type Pending = Exclude<LoginStep, { step: 'done' }>;

/** Password → (new password → enrolment QR →) code → the console. Each step carries the server's ticket. */
export const LoginScreen = ({ onSignedIn }: LoginScreenProps) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const handleStep = (step: LoginStep) => (step.step === 'done' ? onSignedIn() : setPending(step));

  // Each step's key is its ticket: a new ticket starts the step afresh (its form, its error).
  if (pending?.step === 'totp')
    return (
      <TotpStep
        key={pending.ticket}
        ticket={pending.ticket}
        onStep={handleStep}
        onRestart={() => setPending(null)}
      />
    );
  if (pending?.step === 'change_password')
    return <NewPasswordStep key={pending.ticket} ticket={pending.ticket} onStep={handleStep} />;
  if (pending?.step === 'enrol')
    return <EnrolStep key={pending.ticket} ticket={pending.ticket} onStep={handleStep} />;
  return <PasswordStep onStep={handleStep} />;
};
