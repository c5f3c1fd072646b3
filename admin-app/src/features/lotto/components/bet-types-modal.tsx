import { Alert, App, Form, InputNumber, Modal, Switch } from 'antd';
import type { BetTypeInput, BetTypeSetting, MarketAdmin } from '@contract/admin/lotto-setup';
import { errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useSaveBetTypes } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';

type Row = BetTypeSetting;
type Values = { settings: BetTypeInput[] };

const money = { min: 0.01, max: 100_000_000, step: 1, precision: 2, style: { width: 120 } };

/**
 * The agent's rate and limits for each bet type of a market, edited as one table and saved together. A bet type
 * without a rate yet starts from the DOMAIN.md common payout (filled in by the server's seed), or empty.
 */
export const BetTypesModal = ({ market, onClose }: { market: MarketAdmin; onClose: () => void }) => {
  const { message } = App.useApp();
  const save = useSaveBetTypes();
  const [form] = Form.useForm<Values>();
  const submit = ({ settings }: Values) =>
    save.mutate(
      {
        id: market.id,
        settings: settings
          .filter((s) => s.rate !== null && s.rate !== undefined)
          .map((s) => ({
            ...s,
            max_per_member_number: s.max_per_member_number ?? null,
            cap_per_number: s.cap_per_number ?? null,
            exposure_cap: s.exposure_cap ?? null,
          })),
      },
      {
        onSuccess: () => {
          void message.success(t.saved);
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const field = (index: number, name: keyof BetTypeInput, required = false) => (
    <Form.Item name={['settings', index, name]} noStyle rules={required ? [{ required: true }] : []}>
      <InputNumber {...money} placeholder={required ? '' : t.noCap} />
    </Form.Item>
  );
  return (
    <Modal
      open
      width={1100}
      title={`${t.editRates}: ${market.name}`}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="info" showIcon message={t.ratesHint} style={{ marginBottom: 12 }} />
      <Form<Values>
        form={form}
        onFinish={submit}
        initialValues={{
          settings: market.settings.map((s) => ({
            bet_type: s.bet_type,
            enabled: s.enabled,
            rate: s.rate ?? undefined,
            min_per_line: s.min_per_line ?? 1,
            max_per_line: s.max_per_line ?? 1000,
            max_per_member_number: s.max_per_member_number,
            cap_per_number: s.cap_per_number,
            exposure_cap: s.exposure_cap,
          })),
        }}
      >
        <Table<Row>
          rowKey="bet_type"
          size="small"
          pagination={false}
          dataSource={market.settings}
          data-testid="bet-types-table"
          columns={[
            { title: t.type, dataIndex: 'bet_type', render: (type: Row['bet_type']) => t.betTypes[type] },
            {
              title: t.offered,
              render: (_, __, i) => (
                <Form.Item name={['settings', i, 'enabled']} valuePropName="checked" noStyle>
                  <Switch size="small" />
                </Form.Item>
              ),
            },
            {
              title: t.rate,
              render: (_, __, i) => (
                <Form.Item name={['settings', i, 'rate']} noStyle>
                  <InputNumber min={0.01} max={100_000} precision={2} style={{ width: 100 }} />
                </Form.Item>
              ),
            },
            { title: t.minLine, render: (_, __, i) => field(i, 'min_per_line', true) },
            { title: t.maxLine, render: (_, __, i) => field(i, 'max_per_line', true) },
            { title: t.maxMember, render: (_, __, i) => field(i, 'max_per_member_number') },
            { title: t.capNumber, render: (_, __, i) => field(i, 'cap_per_number') },
            { title: t.exposureCap, render: (_, __, i) => field(i, 'exposure_cap') },
          ]}
        />
        {market.settings.map((s, i) => (
          <Form.Item key={s.bet_type} name={['settings', i, 'bet_type']} hidden>
            <input />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
};
