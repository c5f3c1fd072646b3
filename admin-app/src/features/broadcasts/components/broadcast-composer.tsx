import { App, Button, Card, Divider, Form, Input, InputNumber, Switch } from 'antd';
import type { BroadcastBody } from '@contract/line/broadcast';
import { errorText } from '@admin-app/app/components/query-error';
import { useCreateBroadcast } from '../api/broadcasts-api';
import { broadcastStrings as strings } from '../strings';
import { CardFields } from './card-fields';
import { SegmentPicker, segmentOf, type SegmentValues } from './segment-picker';

const t = strings.composer;

type Values = {
  title: string;
  text?: string;
  image_url?: string;
  with_card: boolean;
  card?: {
    title: string;
    text?: string;
    image_url?: string;
    button_label: string;
    screen: string;
    params?: Record<string, string>;
  };
  segment: SegmentValues;
  attribution_hours: number;
};

const initialValues: Partial<Values> = { with_card: false, segment: { kind: 'all' }, attribution_hours: 24 };

const bodyOf = (values: Values): BroadcastBody | null => {
  const segment = segmentOf(values.segment);
  if (!segment) return null;
  return {
    title: values.title,
    text: values.text ?? '',
    image_url: values.image_url ?? '',
    card:
      values.with_card && values.card
        ? {
            title: values.card.title,
            text: values.card.text ?? '',
            image_url: values.card.image_url ?? '',
            button_label: values.card.button_label,
            screen: values.card.screen,
            params: values.card.params ?? {},
          }
        : null,
    segment,
    attribution_hours: values.attribution_hours,
  };
};

/**
 * The composer: a text, an image by URL and a Flex card whose button opens a LIFF screen; the audience with its
 * live count and the month's quota. Saved as a draft, which the list then tests, sends or schedules.
 */
export const BroadcastComposer = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const withCard = Form.useWatch('with_card', form);
  const create = useCreateBroadcast();
  const handleFinish = (values: Values) => {
    const body = bodyOf(values);
    if (!body) return;
    if (!body.text && !body.image_url && !body.card) {
      void message.error(t.needOne);
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        void message.success(t.saved);
        form.resetFields();
      },
      onError: (error) => void message.error(errorText(error)),
    });
  };
  return (
    <Card title={t.title} data-testid="broadcast-composer">
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={handleFinish}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="title"
          label={t.name}
          rules={[{ required: true, message: t.required }, { max: 120 }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="text" label={t.text} extra={t.textHelp}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="image_url" label={t.imageUrl} extra={t.imageHelp}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="with_card" label={t.withCard} valuePropName="checked">
          <Switch />
        </Form.Item>
        {withCard ? <CardFields /> : null}
        <Divider orientation="left">{strings.segment.title}</Divider>
        <SegmentPicker />
        <Form.Item name="attribution_hours" label={t.attribution} style={{ marginTop: 16 }}>
          <InputNumber min={1} max={168} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
};
