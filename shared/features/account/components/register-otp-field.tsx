import { Button, Form, Input } from 'antd-mobile';
import { useRegisterOtpMutation, type RegisterOtpTicket } from '@features/account/api/register-otp';
import { useCountdown } from '@features/account/hooks/use-countdown';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import type { AccountFormInstance } from './form-rules';
import { FormError } from './form-error';

export type RegisterOtp = RegisterOtpTicket & { phone: string };

type RegisterOtpFieldProps = {
  form: AccountFormInstance;
  ticket: RegisterOtp | null;
  onTicket: (ticket: RegisterOtp) => void;
};

/**
 * The registration's code by SMS (when the agent asks for one): the code goes in the field; under it, the ref to
 * match the SMS and a button that sends it to the phone typed above, then counts down to the next allowed request.
 */
export const RegisterOtpField = ({ form, ticket: sent, onTicket }: RegisterOtpFieldProps) => {
  const otpMutation = useRegisterOtpMutation();
  const { secondsLeft, restart } = useCountdown(0);
  // A code sent to the phone typed above, not to one it was before (a typo seen late): that phone gets its own
  // code at once, and its ref and wait no longer show.
  const phone = normalizeDigits((Form.useWatch('phone', form) as string | undefined) ?? '');
  const ticket = sent && sent.phone === phone ? sent : null;
  const waiting = ticket ? secondsLeft : 0;

  const handleSend = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return; // the phone field shows why
    }
    const phone = normalizeDigits(form.getFieldValue('phone') as string);
    try {
      const answer = await otpMutation.mutateAsync({ phone });
      restart(answer.resend_in);
      onTicket({ ...answer, phone });
    } catch {
      // shown by <FormError>
    }
  };

  return (
    <>
      <Form.Item
        name="otp"
        label={accountText.otp}
        rules={[{ required: true, message: accountText.registerOtpRequired }]}
        description={
          // The button sits under the field, not in the item's right-hand column: there, at 390 px, it squeezed
          // the field's placeholder and the sent-to line into a word a line.
          <div className="account-otp-field">
            {ticket ? (
              <span data-testid="register-otp-ticket">
                {accountText.otpSent(ticket.phone)} · {accountText.otpRef(ticket.ref)}
              </span>
            ) : (
              <span>{accountText.registerOtpHint}</span>
            )}
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={waiting > 0}
              loading={otpMutation.isPending}
              onClick={handleSend}
              data-testid="register-otp-send"
            >
              {waiting > 0
                ? accountText.resendIn(waiting)
                : ticket
                  ? accountText.resend
                  : accountText.sendOtp}
            </Button>
          </div>
        }
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={accountText.otpPlaceholder}
        />
      </Form.Item>
      <FormError error={otpMutation.error} />
    </>
  );
};
