import { App, Button, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { wheelPrizeTypes } from '@contract/rewards/wheel';
import type { WheelAdminAnswer, WheelAdminBody } from '@contract/rewards/wheel-admin';
import { wheelEconomics, type PrizeDraft } from '@contract/rewards/wheel-economics';
import { errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useSaveWheel } from '../api/wheel-api';
import { wheelStrings as t } from '../strings';
import { EconomicsSummary } from './economics-summary';
import { FreebetFields } from './freebet-fields';

type Values = WheelAdminBody;
const blank = {
  label: '',
  type: 'none',
  amount: 0,
  wallet_type_id: null,
  weight: 1,
  colour: '#f5c542',
} as const;

/** The wheel's switch, price, point value and slices; each slice's probability and the totals update live. */
export const PrizesEditor = ({ wheel, manage }: { wheel: WheelAdminAnswer; manage: boolean }) => {
  const { message } = App.useApp();
  const save = useSaveWheel();
  const [form] = Form.useForm<Values>();
  const prizes = (Form.useWatch('prizes', form) ?? wheel.prizes) as PrizeDraft[];
  const pointsPerSpin = Form.useWatch('points_per_spin', form) ?? wheel.points_per_spin;
  const pointValue = Form.useWatch('point_value', form) ?? wheel.point_value;
  const economics = wheelEconomics(prizes, pointsPerSpin ?? 0, pointValue ?? 0);

  const submit = (values: Values) =>
    save.mutate(
      {
        ...values,
        prizes: values.prizes.map((p) => ({
          ...p,
          amount: p.type === 'none' ? 0 : p.amount,
          wallet_type_id: p.type === 'money' ? p.wallet_type_id : null,
          freebet: p.type === 'freebets' ? p.freebet : null,
        })),
      },
      {
        onSuccess: () => void message.success(t.saved),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={!manage}
      onFinish={submit}
      initialValues={{
        enabled: wheel.enabled,
        points_per_spin: wheel.points_per_spin,
        point_value: wheel.point_value,
        prizes: wheel.prizes.length > 0 ? wheel.prizes : [blank, blank],
      }}
    >
      {!manage && <Typography.Paragraph type="secondary">{t.readOnly}</Typography.Paragraph>}
      <Space wrap size="large">
        <Form.Item name="enabled" label={t.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="points_per_spin"
          label={t.pointsPerSpin}
          rules={[{ required: true, message: t.required }]}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="point_value" label={t.pointValue} rules={[{ required: true, message: t.required }]}>
          <InputNumber min={0.01} step={0.01} precision={2} />
        </Form.Item>
      </Space>
      <Typography.Title level={5}>{t.prizes}</Typography.Title>
      <Form.List name="prizes">
        {(fields, { add, remove }) => (
          <>
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              // Every column has its width and the table scrolls at their sum: with 900 the name column got
              // what the others left (44 px at 390, its text cut). 980 fits the console's 992 px of content at
              // 1,280 (1,020 hid the delete link behind a scroll).
              scroll={{ x: 980 }}
              dataSource={fields}
              columns={[
                {
                  title: t.label,
                  width: 160,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'label']} noStyle rules={[{ required: true }]}>
                      <Input maxLength={60} aria-label={t.label} />
                    </Form.Item>
                  ),
                },
                {
                  title: t.type,
                  width: 130,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'type']} noStyle>
                      <Select options={wheelPrizeTypes.map((v) => ({ value: v, label: t.types[v] }))} />
                    </Form.Item>
                  ),
                },
                {
                  title: t.amount,
                  width: 120,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'amount']} noStyle>
                      <InputNumber
                        min={0}
                        precision={prizes[f.name]?.type === 'money' ? 2 : 0}
                        aria-label={t.amount}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t.wallet,
                  width: 230,
                  render: (_, f) =>
                    prizes[f.name]?.type === 'money' ? (
                      <Form.Item name={[f.name, 'wallet_type_id']} noStyle>
                        <Select options={wheel.wallet_types.map((w) => ({ value: w.id, label: w.name }))} />
                      </Form.Item>
                    ) : (
                      prizes[f.name]?.type === 'freebets' && <FreebetFields name={f.name} />
                    ),
                },
                {
                  title: t.weight,
                  width: 110,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'weight']} noStyle>
                      <InputNumber min={1} precision={0} aria-label={t.weight} />
                    </Form.Item>
                  ),
                },
                {
                  title: t.colour,
                  width: 70,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'colour']} noStyle>
                      <Input type="color" style={{ width: 48, padding: 2 }} />
                    </Form.Item>
                  ),
                },
                {
                  title: t.probability,
                  width: 90,
                  render: (_, f) => (
                    <span data-testid="wheel-probability">
                      {((economics.probabilities[f.name] ?? 0) * 100).toFixed(2)}%
                    </span>
                  ),
                },
                {
                  width: 70,
                  render: (_, f) => (
                    <Button
                      danger
                      type="link"
                      onClick={() => remove(f.name)}
                      disabled={!manage || fields.length <= 2}
                    >
                      {t.remove}
                    </Button>
                  ),
                },
              ]}
            />
            <Button
              onClick={() => add({ ...blank })}
              disabled={!manage || fields.length >= 16}
              style={{ marginTop: 8 }}
            >
              {t.addPrize}
            </Button>
          </>
        )}
      </Form.List>
      <div style={{ margin: '16px 0' }}>
        <EconomicsSummary economics={economics} />
      </div>
      {manage && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.save}
        </Button>
      )}
    </Form>
  );
};
