import { Avatar } from 'antd-mobile';
import { PageShell } from '@ui/page-shell';
import { accountText } from '@features/account/strings';
import { RegisterBox } from './register-box';
import './account.css';

type RegisterPageProps = {
  lineRegistrationToken?: string;
  lineProfile?: { name: string; picture: string };
  onSuccess?: () => void;
  onHaveAccount?: () => void;
  /** The agent asks for a code by SMS before registration (the agent configuration's `register_otp`). */
  registerOtp?: boolean;
};

/** /register (and the LIFF registration of a LINE user not linked yet, with the LINE profile shown). */
export const RegisterPage = ({
  lineRegistrationToken,
  lineProfile,
  onSuccess,
  onHaveAccount,
  registerOtp,
}: RegisterPageProps) => (
  <PageShell title={accountText.registerTitle}>
    <div className="account-page">
      <div className="account-hero">
        {lineProfile?.picture && (
          <Avatar src={lineProfile.picture} className="account-hero__avatar" aria-hidden />
        )}
        {lineProfile && (
          <div className="account-hero__title">{accountText.lineProfileHello(lineProfile.name)}</div>
        )}
        <div className="account-hero__text">
          {lineProfile ? accountText.registerLineSubtitle : accountText.registerSubtitle}
        </div>
      </div>
      <RegisterBox
        lineRegistrationToken={lineRegistrationToken}
        lineProfile={lineProfile}
        onSuccess={onSuccess}
        onHaveAccount={onHaveAccount}
        registerOtp={registerOtp}
      />
    </div>
  </PageShell>
);
