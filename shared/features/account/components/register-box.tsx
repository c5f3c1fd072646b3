import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { showToast } from '@ui/toast';
import { recordReferralClick } from '@features/account/api/record-referral-click';
import { useRegisterMutation } from '@features/account/api/register';
import { deviceId } from '@lib/device-id';
import { accountText } from '@features/account/strings';
import { normalizeDigits } from '@features/account/validation';
import { BankFields } from './bank-fields';
import { confirmRules, newPasswordRules } from './form-rules';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';
import { PhoneField } from './phone-field';
import { RegisterOtpField, type RegisterOtp } from './register-otp-field';
import './account.css';

type RegisterValues = {
  phone: string;
  password: string;
  password_confirm: string;
  full_name: string;
  bank_code: string;
  bank_account: string;
  line_id?: string;
  referral_code?: string;
  age_confirmed?: boolean;
  otp?: string;
};

export type RegisterBoxProps = {
  /** From POST /api/auth/line when a LINE profile starts registration: links the new member to it. */
  lineRegistrationToken?: string;
  /** The LINE profile: its display name starts the name field (the member corrects it to the bank name). */
  lineProfile?: { name: string; picture: string };
  /** After the account exists and the member is logged in; without it the member goes to /member. */
  onSuccess?: () => void;
  /**
   * "Already a member?": where the app has no login page (LIFF), the app shows its own way in (log in with the
   * account's password to link LINE to it). Without it the link goes to the app's login page, if it has one.
   */
  onHaveAccount?: () => void;
  /** The agent asks for a code by SMS to the phone before creating the member (`register_otp`, agent config). */
  registerOtp?: boolean;
};

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The registration form; on success the member is logged in (the server answers a session). */
export const RegisterBox = ({
  lineRegistrationToken,
  lineProfile,
  onSuccess,
  onHaveAccount,
  registerOtp = false,
}: RegisterBoxProps) => {
  const [form] = Form.useForm();
  const [otpTicket, setOtpTicket] = useState<RegisterOtp | null>(null);
  const registerMutation = useRegisterMutation();
  const navigate = useNavigate();
  const links = useAppLinks();
  const [searchParams] = useSearchParams();
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  const ref = searchParams.get('ref');
  // A visit through a referral link counts once per page load (the server limits it per address too).
  useEffect(() => {
    if (ref) void recordReferralClick(ref);
  }, [ref]);

  const otpRefFor = (phone: string) => (otpTicket?.phone === phone ? otpTicket.ref : undefined);

  const handleFinish = async (values: RegisterValues) => {
    try {
      await registerMutation.mutateAsync({
        phone: normalizeDigits(values.phone),
        password: values.password,
        full_name: values.full_name.trim(),
        bank_code: values.bank_code,
        bank_account: normalizeDigits(values.bank_account),
        line_id: optional(values.line_id),
        referral_code: optional(values.referral_code),
        age_confirmed: values.age_confirmed === true,
        line_registration_token: lineRegistrationToken,
        device_id: deviceId() || undefined,
        // The ref of a code sent to this phone only (the phone may have changed since): else the server asks for one.
        ...(registerOtp
          ? { otp_ref: otpRefFor(normalizeDigits(values.phone)), otp: values.otp?.trim() }
          : {}),
      });
    } catch {
      return; // shown by <FormError>
    }
    showToast(accountText.registerSuccess, 'success');
    if (onSuccess) onSuccess();
    else if (links.href.member) navigate(links.href.member, { replace: true });
  };

  return (
    <div className="account-box" data-testid="register-box">
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={{
          referral_code: searchParams.get('ref') ?? '',
          full_name: lineProfile?.name ?? '',
          age_confirmed: false,
        }}
        onFinish={handleFinish}
        footer={
          <>
            <FormError error={registerMutation.error} />
            <Button block type="submit" color="primary" size="large" loading={registerMutation.isPending}>
              {accountText.registerButton}
            </Button>
          </>
        }
      >
        <PhoneField form={form} />
        {registerOtp && <RegisterOtpField form={form} ticket={otpTicket} onTicket={setOtpTicket} />}
        <Form.Item
          name="password"
          label={accountText.password}
          rules={newPasswordRules}
          description={<PasswordStrength password={password} />}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirm"
          label={accountText.passwordConfirm}
          dependencies={['password']}
          rules={confirmRules('password')}
        >
          <PasswordInput autoComplete="new-password" placeholder={accountText.passwordConfirmPlaceholder} />
        </Form.Item>
        <Form.Item
          name="full_name"
          label={accountText.fullName}
          rules={[{ required: true, whitespace: true, message: accountText.fullNameRequired }]}
        >
          <Input
            autoComplete="name"
            maxLength={100}
            placeholder={accountText.fullNamePlaceholder}
            clearable
          />
        </Form.Item>
        <BankFields form={form} />
        <Form.Item name="line_id" label={accountText.lineId}>
          <Input maxLength={100} placeholder={accountText.lineIdPlaceholder} clearable />
        </Form.Item>
        <Form.Item name="referral_code" label={accountText.referralCode}>
          <Input maxLength={40} placeholder={accountText.referralCodePlaceholder} clearable />
        </Form.Item>
        <Form.Item
          name="age_confirmed"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: boolean | undefined) => {
                if (value !== true) throw new Error(accountText.ageRequired);
              },
            },
          ]}
        >
          <Checkbox>{accountText.ageConfirm}</Checkbox>
        </Form.Item>
      </Form>
      {(onHaveAccount || links.href.login) && (
        <div className="account-links account-links--center">
          <span>
            {accountText.haveAccount}{' '}
            {onHaveAccount ? (
              <a
                href="#have-account"
                data-testid="have-account"
                onClick={(event) => {
                  event.preventDefault();
                  onHaveAccount();
                }}
              >
                {accountText.loginButton}
              </a>
            ) : (
              <Link to={links.href.login ?? ''}>{accountText.loginButton}</Link>
            )}
          </span>
        </div>
      )}
    </div>
  );
};
