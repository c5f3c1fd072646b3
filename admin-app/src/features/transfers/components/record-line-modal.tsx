import { App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorText } from '@admin-app/app/components/query-error';
import { pickerDay, pickerLocale } from '@admin-app/ui/money/picker-format';
import { useRecordStatementLineMutation } from '../api/record-statement-line';
import { transferStrings as s } from '../strings';
import { AccountSelect } from './account-select';

type LineValues = {
  bank_account_id: number;
  amount: number;
  received_at: Dayjs;
  reference?: string;
  from_bank?: string;
  from_account?: string;
  description?: string;
};

/**
 * A line of the bank's statement (or its app) typed in: recorded and matched as an imported one. Shown while
 * staff type it (its parent mounts it then), as the console's other form modals are.
 */
export const RecordLineModal = ({ onClose }: { onClose: () => void }) => {
  const { message } = App.useApp();
  const record = useRecordStatementLineMutation();
  const [form] = Form.useForm<LineValues>();
  const submit = (values: LineValues) =>
    record.mutate(
      { ...values, received_at: values.received_at.toISOString() },
      {
        onSuccess: (result) => {
          void message.success(result.replayed ? s.lineReplayed : s.lineDone[result.status]);
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open
      title={s.recordLine}
      okText={s.save}
      cancelText={s.cancel}
      confirmLoading={record.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<LineValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="bank_account_id"
          label={s.account}
          rules={[{ required: true, message: s.accountRequired }]}
        >
          <AccountSelect />
        </Form.Item>
        <Form.Item
          name="amount"
          label={s.lineAmount}
          rules={[{ required: true, message: s.lineAmountRequired }]}
        >
          <InputNumber min={0.01} max={10_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="received_at"
          label={s.lineTime}
          rules={[{ required: true, message: s.lineTimeRequired }]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={(value) => `${pickerDay(value)} ${value.format('HH:mm')}`}
            locale={pickerLocale}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="reference" label={s.lineReference}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="from_bank" label={s.lineFromBank}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="from_account" label={s.lineFromAccount}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label={s.description}>
          <Input maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
