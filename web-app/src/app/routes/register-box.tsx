import { RegisterBox } from '@features/account/components/register-box';

export const Component = RegisterBox;
