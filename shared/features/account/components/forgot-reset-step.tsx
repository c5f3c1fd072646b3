import { Button, Form, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { showToast } from '@ui/toast';
import { useResetPasswordMutation } from '@features/account/api/reset-password';
import { useResetPasswordV2Mutation } from '@features/account/api/reset-password-v2';
import { useCountdown } from '@features/account/hooks/use-countdown';
import { accountText } from '@features/account/strings';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import type { OtpTicket } from './forgot-request-step';

type ForgotResetStepProps = {
  ticket: OtpTicket;
  onResent: (ticket: OtpTicket) => void;
  onDone: () => void;
  onChangePhone: () => void;
};

type ResetValues = { otp: string; new_password: string; password_confirm: string };

/** Step 2: the code from the SMS or LINE (its reference shown to match the message) and the new password. */
export const ForgotResetStep = ({ ticket, onResent, onDone, onChangePhone }: ForgotResetStepProps) => {
  const [form] = Form.useForm();
  const resetMutation = useResetPasswordV2Mutation();
  const resendMutation = useResetPasswordMutation();
  const { secondsLeft, restart } = useCountdown(ticket.resend_in);
  const password = (Form.useWatch('new_password', form) as string | undefined) ?? '';

  useEffect(() => restart(ticket.resend_in), [ticket, restart]);

  // Again where it went, or by SMS instead of a LINE message that did not come (LINE may not reach the member).
  const handleResend = async (channel: OtpTicket['channel'] = ticket.channel) => {
    try {
      const answer = await resendMutation.mutateAsync({ phone: ticket.phone, channel });
      showToast(accountText.otpResent, 'success');
      onResent({ ...answer, phone: ticket.phone, channel });
    } catch {
      // shown by <FormError>
    }
  };

  const handleFinish = async (values: ResetValues) => {
    try {
      await resetMutation.mutateAsync({
        phone: ticket.phone,
        ref: ticket.ref,
        otp: values.otp.trim(),
        new_password: values.new_password,
      });
      onDone();
    } catch {
      // shown by <FormError>
    }
  };

  return (
    <>
      <div className="account-otp" data-testid="otp-ticket">
        <div>
          {ticket.channel === 'line'
            ? accountText.otpSentLine(ticket.phone)
            : accountText.otpSent(ticket.phone)}
        </div>
        <div className="account-otp__ref">{accountText.otpRef(ticket.ref)}</div>
        <div className="account-hint">
          {accountText.otpExpires(Math.max(1, Math.round(ticket.expires_in / 60)))}
        </div>
      </div>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={handleFinish}
        footer={
          <>
            <FormError error={resetMutation.error ?? resendMutation.error} />
            <Button block type="submit" color="primary" size="large" loading={resetMutation.isPending}>
              {accountText.resetButton}
            </Button>
            <div className="account-links">
              <button type="button" className="account-link-button" onClick={onChangePhone}>
                {accountText.changePhone}
              </button>
              <button
                type="button"
                className="account-link-button"
                disabled={secondsLeft > 0 || resendMutation.isPending}
                onClick={() => handleResend()}
              >
                {secondsLeft > 0 ? accountText.resendIn(secondsLeft) : accountText.resend}
              </button>
              {ticket.channel === 'line' && secondsLeft === 0 && (
                <button
                  type="button"
                  className="account-link-button"
                  disabled={resendMutation.isPending}
                  onClick={() => handleResend('sms')}
                >
                  {accountText.resendBySms}
                </button>
              )}
            </div>
          </>
        }
      >
        <Form.Item
          name="otp"
          label={accountText.otp}
          rules={[{ required: true, message: accountText.otpRequired }]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={
              ticket.channel === 'line' ? accountText.otpPlaceholderLine : accountText.otpPlaceholder
            }
          />
        </Form.Item>
        <NewPasswordFields password={password} />
      </Form>
    </>
  );
};
