import { LoginPage } from '@features/account/components/login-page';

export const Component = LoginPage;
