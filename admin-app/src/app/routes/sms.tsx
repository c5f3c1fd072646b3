import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { SmsScreen } from '@admin-app/features/sms/components/sms-screen';

/** The SMS page: the messages for `sms.view`, and the SMS settings for whoever holds `sms.settings` (the owner). */
export const Component = () => (
  <SmsScreen mayEditSettings={useMeQuery().data?.permissions.includes('sms.settings') ?? false} />
);
