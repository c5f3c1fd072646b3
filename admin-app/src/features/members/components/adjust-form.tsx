import { App, Button, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { errorText } from '@admin-app/app/components/query-error';
import { baht } from '@admin-app/app/money';
import { memberActions, useMemberMutation } from '../api/member-actions';
import { memberStrings as t } from '../strings';

type Values = { direction: 'credit' | 'debit'; amount: number; reason: string };

/**
 * A credit or debit with a required reason. The form holds one idempotency key until it succeeds: a double
 * click or a retry after a lost answer sends the same key, and the server records the money once.
 */
export const AdjustForm = ({ memberId }: { memberId: number }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const adjust = useMemberMutation(memberId, (values: Values) =>
    memberActions.adjust(memberId, { ...values, idempotency_key: key }),
  );
  const submit = (values: Values) =>
    adjust.mutate(values, {
      onSuccess: (answer) => {
        message.success(answer.replayed ? t.adjustReplayed : t.adjustDone(baht(answer.balance ?? 0)));
        form.resetFields();
        setKey(crypto.randomUUID());
      },
      onError: (e) => message.error(errorText(e)),
    });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ direction: 'credit' }}
      onFinish={submit}
      data-testid="adjust-form"
    >
      <Form.Item name="direction">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'credit', label: t.credit },
            { value: 'debit', label: t.debit },
          ]}
        />
      </Form.Item>
      <Form.Item name="amount" label={t.amount} rules={[{ required: true, message: t.required }]}>
        <InputNumber
          min={0.01}
          max={10_000_000}
          precision={2}
          step={100}
          style={{ width: 200 }}
          addonAfter="บาท"
          data-testid="adjust-amount"
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t.adjustReason}
        rules={[{ required: true, min: 3, message: t.required }]}
      >
        <Input maxLength={500} data-testid="adjust-reason" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={adjust.isPending} data-testid="adjust-submit">
        {t.adjustSubmit}
      </Button>
    </Form>
  );
};
