import { App, Checkbox, Form, Input, InputNumber, Modal, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { MarketAdmin } from '@contract/admin/lotto-setup';
import { errorText } from '@admin-app/app/components/query-error';
import { useSaveMarket } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';

type Values = {
  name: string;
  enabled: boolean;
  sort: number;
  cancel_minutes: number;
  close_time: Dayjs;
  result_time: Dayjs;
  weekdays: number[];
  tote_triples_allowed: boolean;
};

/** A market's name, switch, order, cancel window, times, (generic markets) weekdays, and 3 ตัวโต๊ด on triples. */
export const MarketModal = ({ market, onClose }: { market: MarketAdmin; onClose: () => void }) => {
  const { message } = App.useApp();
  const save = useSaveMarket();
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    save.mutate(
      {
        id: market.id,
        data: {
          name: values.name,
          enabled: values.enabled,
          sort: values.sort,
          cancel_window_seconds: Math.round(values.cancel_minutes * 60),
          close_time: values.close_time.format('HH:mm'),
          result_time: values.result_time.format('HH:mm'),
          weekdays: values.weekdays ?? [],
          tote_triples_allowed: values.tote_triples_allowed,
        },
      },
      {
        onSuccess: () => {
          void message.success(t.saved);
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open
      title={`${t.edit}: ${market.name}`}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: market.name,
          enabled: market.enabled,
          sort: market.sort,
          cancel_minutes: Math.round(market.cancel_window_seconds / 60),
          close_time: dayjs(`2000-01-01T${market.close_time}`),
          result_time: dayjs(`2000-01-01T${market.result_time}`),
          weekdays: market.weekdays,
          tote_triples_allowed: market.tote_triples_allowed,
        }}
      >
        <Form.Item name="name" label={t.name} rules={[{ required: true, max: 80 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="enabled" label={t.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t.sort}>
          <InputNumber min={-10_000} max={10_000} />
        </Form.Item>
        <Form.Item name="cancel_minutes" label={t.cancelWindow}>
          <InputNumber min={0} max={7 * 24 * 60} />
        </Form.Item>
        <Form.Item name="close_time" label={t.closeTime} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" />
        </Form.Item>
        <Form.Item name="result_time" label={t.resultTime} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" />
        </Form.Item>
        <Form.Item
          name="tote_triples_allowed"
          label={t.toteTriples}
          extra={t.toteTriplesHint}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        {market.type === 'generic' ? (
          <Form.Item name="weekdays" label={t.weekdays}>
            <Checkbox.Group options={t.weekdayNames.map((label, i) => ({ label, value: i + 1 }))} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
};
