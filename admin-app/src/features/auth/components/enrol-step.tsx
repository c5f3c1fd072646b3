import { Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminEnrolAnswer, LoginStep } from '@contract/admin/auth';
import { enrol, useLoginStepMutation } from '../api/login-steps';
import { authStrings } from '../strings';
import { CodeForm } from './code-form';
import { ErrorLine } from './error-line';
import { StepCard } from './step-card';

type EnrolStepProps = { ticket: string; onStep: (step: LoginStep) => void };
type Scan = Extract<AdminEnrolAnswer, { step: 'scan' }>;

/** The QR of a new secret (asked once on arrival), then the first code from the app confirms it. */
export const EnrolStep = ({ ticket, onStep }: EnrolStepProps) => {
  const [scan, setScan] = useState<Scan | null>(null);
  const start = useLoginStepMutation(enrol);
  const confirm = useLoginStepMutation(enrol);
  const { mutate: startEnrol } = start;

  useEffect(() => {
    startEnrol({ ticket }, { onSuccess: (answer) => answer.step === 'scan' && setScan(answer) });
  }, [startEnrol, ticket]);

  return (
    <StepCard title={authStrings.enrolTitle} help={authStrings.enrolHelp}>
      <ErrorLine error={start.error ?? confirm.error} />
      {scan ? (
        <>
          <div style={{ textAlign: 'center' }}>
            <img
              src={scan.qr_data_url}
              alt={authStrings.enrolQrAlt}
              width={200}
              height={200}
              data-testid="enrol-qr"
            />
          </div>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {authStrings.enrolManual}
            <br />
            <Typography.Text code copyable data-testid="enrol-secret">
              {scan.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <CodeForm
            pending={confirm.isPending}
            onSubmit={(code) =>
              confirm.mutate(
                { ticket, code },
                { onSuccess: (answer) => answer.step !== 'scan' && onStep(answer) },
              )
            }
          />
        </>
      ) : (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      )}
    </StepCard>
  );
};
