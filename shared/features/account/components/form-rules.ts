import type { Form } from 'antd-mobile';
import type { Rule } from 'antd-mobile/es/components/form';
import { accountText } from '@features/account/strings';
import { isStrongPassword, isThaiMobile } from '@features/account/validation';

/** The full form instance (`Form.useForm`), which `Form.useWatch` needs. */
export type AccountFormInstance = ReturnType<typeof Form.useForm>[0];

/** antd-mobile (rc-field-form) rules shared by the account forms: hints before sending, the server decides. */
export const phoneRules: Rule[] = [
  { required: true, message: accountText.phoneRequired },
  {
    validator: async (_rule, value: string | undefined) => {
      if (value && !isThaiMobile(value)) throw new Error(accountText.phoneHint);
    },
  },
];

export const passwordRequired: Rule[] = [{ required: true, message: accountText.passwordRequired }];

export const newPasswordRules: Rule[] = [
  ...passwordRequired,
  {
    validator: async (_rule, value: string | undefined) => {
      if (value && !isStrongPassword(value)) throw new Error(accountText.passwordWeak);
    },
  },
];

/** The confirmation must equal the field named `field`. */
export const confirmRules = (field: string): Rule[] => [
  { required: true, message: accountText.passwordRequired },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue(field)) throw new Error(accountText.passwordMismatch);
    },
  }),
];
