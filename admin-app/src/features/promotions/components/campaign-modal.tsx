import { App, Checkbox, DatePicker, Divider, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import type { AdminCampaign } from '@contract/rewards/promotion-admin';
import { FreebetGameSelect } from '@admin-app/ui/freebet-game-select';
import { FreebetPrepaidChoice, PREPAID_FIELDS } from '@admin-app/ui/freebet-prepaid-select';
import { errorText } from '@admin-app/app/components/query-error';
import { useSaveCampaign } from '../api/promotions-api';
import { promotionAdminStrings as t } from '../strings';
import { inputOf, valuesOf, type CampaignValues } from './campaign-form-values';

const options = (names: Record<string | number, string>) =>
  Object.entries(names).map(([value, label]) => ({
    value: Number.isNaN(Number(value)) ? value : Number(value),
    label,
  }));

type Props = { kind: 'promotion' | 'coupon'; campaign: AdminCampaign | null; onClose: () => void };

/** Every rule of a campaign: text, schedule, trigger, reward, turnover, eligibility, limits and budget. */
export const CampaignModal = ({ kind, campaign, onClose }: Props) => {
  const { message } = App.useApp();
  const save = useSaveCampaign();
  const [form] = Form.useForm<CampaignValues>();
  const rewardType = Form.useWatch('reward_type', form) ?? campaign?.reward.type ?? 'money';
  const trigger = Form.useWatch('trigger', form);
  const submit = (values: CampaignValues) =>
    save.mutate(
      { id: campaign?.id ?? null, data: inputOf(values, kind) },
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
      width={720}
      title={campaign ? `${t.edit}: ${campaign.name}` : t.add}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<CampaignValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={valuesOf(campaign, kind)}
      >
        <Form.Item name="name" label={t.name} rules={[{ required: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t.description}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="terms" label={t.terms}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="image" label={t.image}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="status" label={t.status}>
          <Select options={options(t.statuses)} />
        </Form.Item>
        <Form.Item name="starts_at" label={t.startsAt}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="ends_at" label={t.endsAt}>
          <DatePicker showTime />
        </Form.Item>
        <Divider />
        {kind === 'promotion' && (
          <Form.Item name="trigger" label={t.trigger}>
            <Select
              options={[
                { value: 'deposit', label: t.triggers.deposit },
                { value: 'claim', label: t.triggers.claim },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="reward_type" label={t.rewardType}>
          <Select
            options={options(t.rewardTypes).filter(
              // A promotion gives money or free bets; points and wheel spins come from coupons.
              (o) => kind === 'coupon' || o.value === 'money' || o.value === 'freebets',
            )}
          />
        </Form.Item>
        {rewardType === 'money' && (
          <>
            <Form.Item name="wallet_type_id" label={t.wallet}>
              <Select options={options(t.wallets)} />
            </Form.Item>
            <Form.Item name="amount" label={t.amount}>
              <InputNumber min={0} step={1} />
            </Form.Item>
            {kind === 'promotion' && trigger !== 'claim' && (
              <>
                <Form.Item name="percent" label={t.percent}>
                  <InputNumber min={0} max={1000} />
                </Form.Item>
                <Form.Item name="min_deposit" label={t.minDeposit}>
                  <InputNumber min={0} />
                </Form.Item>
              </>
            )}
            <Form.Item name="max_amount" label={t.maxAmount}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="turnover_multiplier" label={t.turnover}>
              <InputNumber min={0} max={1000} step={0.5} />
            </Form.Item>
            <Form.Item name="turnover_includes_deposit" label={t.includesDeposit} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="turnover_categories" label={t.categories}>
              <Checkbox.Group options={options(t.categoryNames)} />
            </Form.Item>
          </>
        )}
        {rewardType === 'points' && (
          <Form.Item name="points" label={t.points}>
            <InputNumber min={1} />
          </Form.Item>
        )}
        {rewardType === 'freebets' && (
          <>
            <Form.Item name="freebet_game_code" label={t.freebetGame} rules={[{ required: true }]}>
              <FreebetGameSelect onChange={() => form.setFieldValue('freebet_prepaid_uuid', null)} />
            </Form.Item>
            <FreebetPrepaidChoice form={form} names={PREPAID_FIELDS} />
            <Form.Item name="freebet_count" label={t.freebetCount}>
              <InputNumber min={1} max={1000} />
            </Form.Item>
            <Form.Item name="freebet_value" label={t.freebetValue}>
              <InputNumber min={0.01} max={100_000} step={1} />
            </Form.Item>
            <Form.Item name="freebet_days" label={t.freebetDays}>
              <InputNumber min={1} max={90} />
            </Form.Item>
            <Form.Item name="turnover_multiplier" label={t.freebetTurnover}>
              <InputNumber min={0} max={1000} step={0.5} />
            </Form.Item>
          </>
        )}
        {rewardType === 'spins' && (
          <Form.Item name="spins" label={t.spins}>
            <InputNumber min={1} max={1000} />
          </Form.Item>
        )}
        <Divider>{t.eligibility}</Divider>
        <Form.Item name="new_member_days" label={t.newMemberDays}>
          <InputNumber min={0} max={3650} />
        </Form.Item>
        <Form.Item name="vip_levels" label={t.vipLevels}>
          <Input />
        </Form.Item>
        <Form.Item name="first_deposit" valuePropName="checked">
          <Checkbox>{t.firstDeposit}</Checkbox>
        </Form.Item>
        <Form.Item name="deposited_today" valuePropName="checked">
          <Checkbox>{t.depositedToday}</Checkbox>
        </Form.Item>
        <Divider />
        <Form.Item name="per_member_limit" label={t.perMember}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="per_day_limit" label={t.perDay}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="total_limit" label={t.total}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="budget" label={t.budget}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="sort" label={t.sort}>
          <InputNumber min={0} max={100000} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
