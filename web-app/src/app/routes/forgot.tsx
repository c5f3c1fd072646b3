import { ForgotPage } from '@features/account/components/forgot-page';

export const Component = ForgotPage;
