import { Form, Input } from 'antd-mobile';
import type { AccountFormInstance } from './form-rules';
import { useCheckPhoneQuery } from '@features/account/api/check-account';
import { useDebouncedValue } from '@features/account/hooks/use-debounced-value';
import { accountText } from '@features/account/strings';
import { isThaiMobile, normalizeDigits } from '@features/account/validation';
import { AvailabilityHint, phoneTexts } from './availability-hint';
import { phoneRules } from './form-rules';

/** The registration phone field with a live "is it free" answer once ten valid digits are typed. */
export const PhoneField = ({ form }: { form: AccountFormInstance }) => {
  const typed = normalizeDigits((Form.useWatch('phone', form) as string | undefined) ?? '');
  const phone = useDebouncedValue(typed);
  const valid = isThaiMobile(phone);
  const check = useCheckPhoneQuery(phone, valid);
  return (
    <Form.Item
      name="phone"
      label={accountText.phone}
      rules={phoneRules}
      description={
        <AvailabilityHint
          available={valid && typed === phone ? check.data?.phone_available : null}
          checking={valid && (typed !== phone || check.isFetching)}
          texts={phoneTexts}
          fallback={accountText.phoneHint}
        />
      }
    >
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={12}
        placeholder={accountText.phonePlaceholder}
        clearable
      />
    </Form.Item>
  );
};
