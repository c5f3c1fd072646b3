import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { showToast } from '@ui/toast';
import { useLineLinkMutation, useLineWebLinkStartMutation } from '@features/account/api/line-link';
import { accountText } from '@features/account/strings';
import { passwordRequired } from './form-rules';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';
import './account.css';

export type LineConnectProps = {
  /**
   * LIFF: the ID token of the LINE user of this LIFF session (the app's `lineIdToken`): that user is linked. Not
   * given (the web): the member goes to LINE Login and comes back to the profile.
   */
  liffIdToken?: () => Promise<string | null>;
  /** Where the web sends the browser (LINE's authorize URL); the browser's own navigation unless given. */
  leaveFor?: (url: string) => void;
};

const leavePage = (url: string) => window.location.assign(url);

/**
 * The profile's "connect LINE" while no LINE user is linked: the account's password first (every link asks for
 * it, server/src/accounts/README.md), then on the web a trip to LINE Login, in LIFF the LINE user already open.
 */
export const LineConnectBox = ({ liffIdToken, leaveFor = leavePage }: LineConnectProps) => {
  const [form] = Form.useForm();
  const start = useLineWebLinkStartMutation();
  const link = useLineLinkMutation();
  const [noToken, setNoToken] = useState(false);

  const handleFinish = async ({ password }: { password: string }) => {
    setNoToken(false);
    try {
      if (!liffIdToken) {
        leaveFor((await start.mutateAsync(password)).authorize_url);
        return;
      }
      const idToken = await liffIdToken();
      if (!idToken) {
        setNoToken(true);
        return;
      }
      await link.mutateAsync({ idToken, password });
    } catch {
      return; // shown by <FormError>
    }
    form.resetFields();
    showToast(accountText.lineLinkDone, 'success');
  };

  return (
    <div className="account-box" data-testid="line-connect">
      <div className="account-section-title">{accountText.lineConnectTitle}</div>
      <p className="account-hint">
        {liffIdToken ? accountText.lineConnectIntroLiff : accountText.lineConnectIntro}
      </p>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={handleFinish}
        footer={
          <>
            <FormError
              error={noToken ? new Error(accountText.lineConnectNoToken) : (start.error ?? link.error)}
            />
            <Button block type="submit" color="primary" loading={start.isPending || link.isPending}>
              {liffIdToken ? accountText.lineConnectButtonLiff : accountText.lineConnectButton}
            </Button>
          </>
        }
      >
        <Form.Item name="password" label={accountText.lineConnectPassword} rules={passwordRequired}>
          <PasswordInput autoComplete="current-password" placeholder={accountText.lineConnectPassword} />
        </Form.Item>
      </Form>
    </div>
  );
};
