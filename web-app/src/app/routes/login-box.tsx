import { LoginBox } from '@features/account/components/login-box';

export const Component = LoginBox;
