import { RegisterPage } from '@features/account/components/register-page';

export const Component = RegisterPage;
