import { Button, Form, Input, Radio, Space } from 'antd-mobile';
import type { ResetPasswordAnswer } from '@features/account/api/reset-password';
import { useResetPasswordMutation } from '@features/account/api/reset-password';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { FormError } from './form-error';
import { phoneRules } from './form-rules';

type OtpChannel = 'sms' | 'line';
export type OtpTicket = ResetPasswordAnswer & { phone: string; channel: OtpChannel };

/**
 * Step 1 of the reset: the phone number, and where the code goes: SMS, or LINE for a member who linked it (the
 * server sends it by SMS all the same otherwise, and answers alike: the page never learns who linked LINE).
 */
export const ForgotRequestStep = ({ onSent }: { onSent: (ticket: OtpTicket) => void }) => {
  const resetMutation = useResetPasswordMutation();
  const handleFinish = async (values: { phone: string; channel?: OtpChannel }) => {
    const phone = normalizeDigits(values.phone);
    const channel = values.channel ?? 'sms';
    try {
      const answer = await resetMutation.mutateAsync({ phone, channel });
      onSent({ ...answer, phone, channel });
    } catch {
      // shown by <FormError>
    }
  };
  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={handleFinish}
      initialValues={{ channel: 'sms' }}
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
      <Form.Item name="channel" label={accountText.otpChannel} description={accountText.otpChannelLineHint}>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="sms" data-testid="otp-channel-sms">
              {accountText.otpChannelSms}
            </Radio>
            <Radio value="line" data-testid="otp-channel-line">
              {accountText.otpChannelLine}
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
    </Form>
  );
};
