import { SmsScreen } from '@admin-app/features/sms/components/sms-screen';

export const Component = SmsScreen;
