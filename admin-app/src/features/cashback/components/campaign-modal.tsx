import { App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { CashbackCampaign, CashbackCampaignInput } from '@contract/rewards/cashback-admin';
import { playCategory } from '@contract/rewards/cashback';
import { errorText } from '@admin-app/app/components/query-error';
import { useSaveCashbackCampaign, type CashbackKind } from '../api/cashback-api';
import { cashbackStrings as t } from '../strings';

type CampaignModalProps = { kind: CashbackKind; campaign: CashbackCampaign | null; onClose: () => void };

const blank = (kind: CashbackKind): CashbackCampaignInput => ({
  kind,
  name: '',
  description: '',
  terms: '',
  status: 'active',
  wallet_type_id: 1,
  turnover_multiplier: 0,
  rates: {},
  min_payout: 0,
  max_payout: null,
  percent: 5,
  categories: ['slot', 'casino', 'fishing'],
  min_loss: 0,
  max_amount: null,
  claim_open_hours: 0,
  claim_days: 7,
});

/** Creates or edits one programme: rates (cashback) or percentage and window (win/loss), wallet, turnover. */
export const CampaignModal = ({ kind, campaign, onClose }: CampaignModalProps) => {
  const { message } = App.useApp();
  const save = useSaveCashbackCampaign();
  const [form] = Form.useForm<CashbackCampaignInput>();
  const initial = campaign
    ? (({ id: _id, awarded_count: _c, awarded_amount: _a, ...rest }) => rest)(campaign)
    : blank(kind);
  const submit = (values: CashbackCampaignInput) =>
    save.mutate(
      {
        ...initial,
        ...values,
        kind,
        id: campaign?.id,
        max_payout: values.max_payout ?? null,
        max_amount: values.max_amount ?? null,
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
      title={campaign ? `${t.edit}: ${campaign.name}` : t.add}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<CashbackCampaignInput> form={form} layout="vertical" onFinish={submit} initialValues={initial}>
        <Form.Item name="name" label={t.name} rules={[{ required: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="status" label={t.status}>
          <Select options={Object.entries(t.statuses).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {kind === 'cashback' ? (
          <>
            <p>{t.rates}</p>
            {playCategory.options.map((category) => (
              <Form.Item key={category} name={['rates', category]} label={t.category[category]}>
                <InputNumber min={0} max={100} step={0.1} addonAfter="%" />
              </Form.Item>
            ))}
            <Form.Item name="min_payout" label={t.minPayout}>
              <InputNumber min={0} step={1} />
            </Form.Item>
            <Form.Item name="max_payout" label={t.maxPayout}>
              <InputNumber min={0} step={1} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="percent" label={t.percent} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} step={0.5} addonAfter="%" />
            </Form.Item>
            <Form.Item name="categories" label={t.categories} rules={[{ required: true }]}>
              <Checkbox.Group
                options={playCategory.options.map((value) => ({ value, label: t.category[value] }))}
              />
            </Form.Item>
            <Form.Item name="min_loss" label={t.minLoss}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="max_amount" label={t.maxAmount}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="claim_open_hours" label={t.openHours}>
              <InputNumber min={0} max={336} />
            </Form.Item>
            <Form.Item name="claim_days" label={t.claimDays}>
              <InputNumber min={1} max={60} />
            </Form.Item>
          </>
        )}
        <Form.Item name="wallet_type_id" label={t.wallet}>
          <Select
            options={Object.entries(t.wallets).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <Form.Item name="turnover_multiplier" label={t.turnover}>
          <InputNumber min={0} max={1000} />
        </Form.Item>
        <Form.Item name="description" label={t.description}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="terms" label={t.terms}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
