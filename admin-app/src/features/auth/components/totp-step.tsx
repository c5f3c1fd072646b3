import { Button } from 'antd';
import type { LoginStep } from '@contract/admin/auth';
import { submitTotp, useLoginStepMutation } from '../api/login-steps';
import { authStrings } from '../strings';
import { CodeForm } from './code-form';
import { ErrorLine } from './error-line';
import { StepCard } from './step-card';

type TotpStepProps = { ticket: string; onStep: (step: LoginStep) => void; onRestart: () => void };

export const TotpStep = ({ ticket, onStep, onRestart }: TotpStepProps) => {
  const mutation = useLoginStepMutation(submitTotp);
  return (
    <StepCard title={authStrings.totpTitle} help={authStrings.totpHelp}>
      <ErrorLine error={mutation.error} />
      <CodeForm
        pending={mutation.isPending}
        onSubmit={(code) =>
          mutation.mutate({ ticket, code }, { onSuccess: (answer) => onStep(answer as LoginStep) })
        }
      />
      <Button type="link" block onClick={onRestart} style={{ marginTop: 8 }}>
        {authStrings.back}
      </Button>
    </StepCard>
  );
};
