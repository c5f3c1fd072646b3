import { Button, Form, Input } from 'antd-mobile';
import type { ResetPasswordAnswer } from '@features/account/api/reset-password';
import { useResetPasswordMutation } from '@features/account/api/reset-password';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { FormError } from './form-error';
import { phoneRules } from './form-rules';

export type OtpTicket = ResetPasswordAnswer & { phone: string };

/** Step 1 of the reset: the phone number; the server sends a one-time code by SMS. */
export const ForgotRequestStep = ({ onSent }: { onSent: (ticket: OtpTicket) => void }) => {
  const resetMutation = useResetPasswordMutation();
  const handleFinish = async (values: { phone: string }) => {
    const phone = normalizeDigits(values.phone);
    try {
      const answer = await resetMutation.mutateAsync({ phone });
      onSent({ ...answer, phone });
    } catch {
      // shown by <FormError>
    }
  };
  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={handleFinish}
      footer={
        <>
          <FormError error={resetMutation.error} />
          <Button block type="submit" color="primary" size="large" loading={resetMutation.isPending}>
            {accountText.sendOtp}
          </Button>
        </>
      }
    >
      <Form.Item
        name="phone"
        label={accountText.phone}
        rules={phoneRules}
        description={accountText.forgotIntro}
      >
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={12}
          placeholder={accountText.phonePlaceholder}
          clearable
        />
      </Form.Item>
    </Form>
  );
};
